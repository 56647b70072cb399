import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Modal, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { linkAddress } from '#web/lib/link-address';
import '#web/components/form-field.css';
import './description-editor.css';

type Props = { id?: string; value?: string; onChange?: (html: string) => void; labelledBy?: string };

/** The job description's rich editor: bold, italic, link, undo, redo, numbered and bulleted lists. */
export function DescriptionEditor({ id, value, onChange, labelledBy }: Props) {
  // What the editor itself last reported: that value coming back through the form is not "from outside".
  const emitted = useRef<string | undefined>(undefined);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        link: false,
        underline: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        protocols: ['mailto'],
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      }),
    ],
    content: value ?? '',
    editorProps: {
      attributes: {
        id: id ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
        class: 'td-editor__content',
      },
    },
    onUpdate: ({ editor: e }) => {
      emitted.current = e.isEmpty ? '' : e.getHTML();
      onChange?.(emitted.current);
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      link: e?.isActive('link') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });
  // A value set from outside (a draft loaded after mount) replaces the content once. The editor's own
  // updates come back here a render later, when fast typing may already have moved on: replacing the
  // content with that older echo would drop keystrokes (and a trailing space, which parsing collapses).
  useEffect(() => {
    if (!editor || value === undefined || value === emitted.current) return;
    if (value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [href, setHref] = useState('');

  const tool = (label: string, icon: React.ReactNode, onClick: () => void, pressed?: boolean, disabled?: boolean) => (
    <Tooltip title={label}>
      <Button
        type={pressed ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={pressed}
        icon={icon}
        disabled={disabled}
        // A click keeps the focus in the text: typing right after it goes on in the editor (focusing
        // it back happens only on the next animation frame, and keystrokes before it would be lost).
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );

  return (
    <div className="td-editor">
      <Space.Compact className="td-editor__toolbar" role="toolbar" aria-label="Formatting">
        {tool('Bold', <BoldOutlined />, () => editor?.chain().focus().toggleBold().run(), state?.bold)}
        {tool('Italic', <ItalicOutlined />, () => editor?.chain().focus().toggleItalic().run(), state?.italic)}
        {tool(
          'Link',
          <LinkOutlined />,
          () => {
            setHref((editor?.getAttributes('link').href as string | undefined) ?? 'https://');
            setLinkError(null);
            setLinkOpen(true);
          },
          state?.link,
        )}
        {tool('Numbered list', <OrderedListOutlined />, () => editor?.chain().focus().toggleOrderedList().run(), state?.ordered)}
        {tool('Bulleted list', <UnorderedListOutlined />, () => editor?.chain().focus().toggleBulletList().run(), state?.bullet)}
        {tool('Undo', <UndoOutlined />, () => editor?.chain().focus().undo().run(), undefined, !state?.canUndo)}
        {tool('Redo', <RedoOutlined />, () => editor?.chain().focus().redo().run(), undefined, !state?.canRedo)}
      </Space.Compact>
      <EditorContent editor={editor} />
      <Modal
        title="Add a link"
        open={linkOpen}
        okText="Apply"
        onCancel={() => setLinkOpen(false)}
        onOk={() => {
          const address = linkAddress(href);
          // An address that cannot be a link is said, and the dialog stays open with what was typed.
          if ('error' in address) {
            setLinkError(address.error);
            return;
          }
          const chain = editor?.chain().focus().extendMarkRange('link');
          if ('remove' in address) chain?.unsetLink().run();
          else chain?.setLink({ href: address.href }).run();
          setLinkOpen(false);
        }}
      >
        <label htmlFor="td-link-url">Link address</label>
        <Input
          id="td-link-url"
          value={href}
          onChange={(e) => {
            setHref(e.target.value);
            setLinkError(null);
          }}
          placeholder="https://example.com"
          status={linkError ? 'error' : undefined}
          aria-invalid={linkError ? true : undefined}
          aria-describedby={linkError ? 'td-link-url-error' : undefined}
        />
        {linkError ? (
          <div id="td-link-url-error" className="td-field__error" role="alert">
            {linkError}
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
