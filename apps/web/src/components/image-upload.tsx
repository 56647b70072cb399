import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { MESSAGES, UPLOAD_LIMITS } from '@talentdeck/shared';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { errorMessage } from '#web/lib/api';
import { uploadImage } from '#web/lib/upload-image';
import './image-upload.css';

type ImageUploadProps = {
  /** The image URL (controlled by an antd Form.Item). */
  value?: string | null;
  onChange?: (url: string | null) => void;
  /** What the image is, for the buttons and the preview's alt text, e.g. "logo". */
  subject: string;
  shape?: 'square' | 'circle';
  id?: string;
};

/**
 * One image (PNG, JPEG, WebP or GIF, 5 MB at most), uploaded as soon as it is picked; the server
 * re-encodes it and fits it within 512x512. The form keeps only the answered URL.
 */
export function ImageUpload({ value, onChange, subject, shape = 'square', id }: ImageUploadProps) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File) => {
    setError(null);
    if (!(UPLOAD_LIMITS.acceptedTypes as readonly string[]).includes(file.type)) return setError(MESSAGES.uploadNotAnImage);
    if (file.size > UPLOAD_LIMITS.maxBytes) return setError(MESSAGES.uploadTooLarge);
    setUploading(true);
    try {
      const { url } = await uploadImage(file, file.name);
      onChange?.(url);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="td-image-upload">
      <div className={`td-image-upload__preview td-image-upload__preview--${shape}`}>
        {value ? <img src={value} alt={`Current ${subject}`} /> : <span aria-hidden="true">No {subject}</span>}
      </div>
      <div className="td-image-upload__controls">
        <div className="td-image-upload__buttons">
          <Upload
            accept={UPLOAD_LIMITS.acceptedTypes.join(',')}
            maxCount={1}
            multiple={false}
            showUploadList={false}
            beforeUpload={(file) => {
              void pick(file);
              return false;
            }}
            disabled={uploading}
          >
            <Button id={id} icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading}>
              {value ? `Change ${subject}` : `Upload ${subject}`}
            </Button>
          </Upload>
          {value ? (
            <Button type="text" icon={<DeleteOutlined />} onClick={() => onChange?.(null)} disabled={uploading}>
              Remove
            </Button>
          ) : null}
        </div>
        <p className="td-image-upload__hint">One image (PNG, JPEG, WebP or GIF, up to 5 MB). Suggested size 512x512.</p>
        {error ? (
          <p className="td-image-upload__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
