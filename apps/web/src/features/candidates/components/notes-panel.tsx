import { APPLICATION_MESSAGES, NOTE_LIMITS } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input } from 'antd';
import dayjs from 'dayjs';
import { type FormEvent, useId, useState } from 'react';
import { EmptyState } from '#web/components/empty-state';
import { LoadError } from '#web/components/load-error';
import { Loading } from '#web/components/loading';
import { errorMessage } from '#web/lib/api';
import { notesQuery, useAddNote } from '../api/notes';

/**
 * The team's notes on an application, newest first. A blank note is refused with the shared
 * message (the server refuses it too); a failed call keeps what was typed.
 */
export function NotesPanel({ applicationId }: { applicationId: string }) {
  const id = useId();
  const notes = useQuery(notesQuery(applicationId));
  const add = useAddNote(applicationId);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setInvalid(true);
      return;
    }
    add.mutate(text, { onSuccess: () => setText('') });
  };

  return (
    <section className="td-overview__notes" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="td-overview__heading">
        Notes
      </h2>
      <p className="td-overview__hint">Only visible to your team</p>
      <form onSubmit={submit} noValidate>
        <label htmlFor={`${id}-note`} className="td-overview__label">
          Add a note
        </label>
        <Input.TextArea
          id={`${id}-note`}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (invalid && e.target.value.trim()) setInvalid(false);
          }}
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={NOTE_LIMITS.noteMax}
          status={invalid ? 'error' : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-note-error` : undefined}
        />
        {invalid ? (
          <p id={`${id}-note-error`} className="td-overview__field-error" role="alert">
            {APPLICATION_MESSAGES.noteRequired}
          </p>
        ) : null}
        {add.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={`The note was not saved: ${errorMessage(add.error)}`}
            style={{ marginTop: 8 }}
          />
        ) : null}
        <Button type="primary" htmlType="submit" loading={add.isPending} style={{ marginTop: 8 }}>
          Add note
        </Button>
      </form>
      {notes.isError ? <LoadError query={notes} /> : null}
      {notes.isLoading ? <Loading label="Loading notes" /> : null}
      {notes.data && notes.data.length === 0 ? <EmptyState text="No notes yet." /> : null}
      {notes.data?.length ? (
        <ul className="td-notes" aria-label="Notes, newest first">
          {notes.data.map((n) => (
            <li key={n.id} className="td-notes__item">
              <p className="td-notes__text">{n.note}</p>
              <p className="td-notes__meta">
                {n.user.name} ·{' '}
                <time dateTime={n.createdAt} title={dayjs(n.createdAt).format('D MMM YYYY, HH:mm')}>
                  {dayjs(n.createdAt).format('D MMM YYYY, HH:mm')}
                </time>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
