import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { JOB_MESSAGES, LIMITS } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { errorMessage } from '#web/lib/api';
import { customQuestionsQuery, useQuestionMutations } from '../api/custom-questions';

/** Screening questions of the job: add, edit and delete, at most 10. Saved at once. */
export function CustomQuestions({ jobId }: { jobId: string }) {
  const list = useQuery(customQuestionsQuery(jobId));
  const { add, edit, remove } = useQuestionMutations(jobId);
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const questions = list.data ?? [];
  const full = questions.length >= LIMITS.customQuestionsMax;

  const run = async (fn: () => Promise<unknown>) => {
    setError(null);
    try {
      await fn();
      return true;
    } catch (e) {
      setError(errorMessage(e));
      return false;
    }
  };

  return (
    <section aria-labelledby="td-questions-title">
      <h2 id="td-questions-title" style={{ fontSize: 16 }}>
        Custom questions ({questions.length}/{LIMITS.customQuestionsMax})
      </h2>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} /> : null}
      <ul className="td-questions">
        {questions.map((q, i) =>
          editing?.id === q.id ? (
            <li key={q.id}>
              <Input
                aria-label={`Edit question ${i + 1}`}
                value={editing.text}
                maxLength={500}
                onChange={(e) => setEditing({ id: q.id, text: e.target.value })}
                onPressEnter={(e) => e.preventDefault()}
              />
              <Button
                type="primary"
                disabled={!editing.text.trim()}
                loading={edit.isPending}
                onClick={async () => {
                  if (await run(() => edit.mutateAsync([{ id: q.id, question: editing.text.trim() }]))) setEditing(null);
                }}
              >
                Save
              </Button>
              <Button onClick={() => setEditing(null)}>Cancel</Button>
            </li>
          ) : (
            <li key={q.id}>
              <span>
                {i + 1}. {q.question}
              </span>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`Edit question ${i + 1}`}
                onClick={() => setEditing({ id: q.id, text: q.question })}
              />
              <Popconfirm
                title="Delete this question?"
                okText="Delete"
                okButtonProps={{ danger: true }}
                onConfirm={() => run(() => remove.mutateAsync(q.id))}
              >
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete question ${i + 1}`} />
              </Popconfirm>
            </li>
          ),
        )}
      </ul>
      {full ? (
        <p>{JOB_MESSAGES.questionsMax}</p>
      ) : (
        <Space.Compact style={{ width: '100%' }}>
          <Input
            aria-label="New question"
            placeholder="Add a screening question"
            value={draft}
            maxLength={500}
            onChange={(e) => setDraft(e.target.value)}
            onPressEnter={async (e) => {
              e.preventDefault();
              if (draft.trim() && (await run(() => add.mutateAsync([draft.trim()])))) setDraft('');
            }}
          />
          <Button
            disabled={!draft.trim()}
            loading={add.isPending}
            onClick={async () => {
              if (await run(() => add.mutateAsync([draft.trim()]))) setDraft('');
            }}
          >
            Add question
          </Button>
        </Space.Compact>
      )}
    </section>
  );
}
