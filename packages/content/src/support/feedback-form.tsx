// The feedback form (SPEC.md §5, §9): the content with a word counter and the brand's limits
// (getFeedbackSettings), an optional contact, up to 3 png or jpg images of at most 5 MB with
// previews. Checked here for the person's sake and again on the server; a refused send keeps
// everything that was typed and chosen.
import type { ApiError, FeedbackImageUpload } from '@lotusplay/api-client';
import {
  countWords,
  ErrorCodes,
  proofImageType,
  SupportErrorCodes,
  SupportLimits,
} from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Button, Modal } from '@lotusplay/ui-kit';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useGetFeedbackSettingsQuery, useSendFeedbackMutation } from './support-api';

/** One chosen image: the file, its preview URL and its type by its bytes. */
interface ChosenImage {
  key: string;
  file: File;
  preview: string;
  contentType: 'image/png' | 'image/jpeg';
}

/** The image type of a file by its first bytes (the same check as the server's). */
async function imageTypeOf(file: File) {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return proofImageType(head);
}

/** A file's bytes as base64 (no data: prefix). */
function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

let keySequence = 0;

/** Props of {@link FeedbackForm}. */
export interface FeedbackFormProps {
  /** Called after a successful send (e.g. to offer closing the dialog). */
  onSent?: () => void;
}

/** The feedback form itself (in {@link FeedbackDialog}, or on a page). */
export function FeedbackForm({ onSent }: FeedbackFormProps) {
  const { t } = useTranslation(['support', 'common']);
  const settings = useGetFeedbackSettingsQuery().data;
  const minWords = settings?.minWords ?? SupportLimits.feedbackMinWordsDefault;
  const maxWords = settings?.maxWords ?? SupportLimits.feedbackMaxWordsDefault;
  const maxImages = settings?.maxImages ?? SupportLimits.imageMaxCount;
  const [send, { isLoading }] = useSendFeedbackMutation();
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [contentError, setContentError] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const ids = {
    content: useId(),
    hint: useId(),
    counter: useId(),
    contact: useId(),
    images: useId(),
    imagesHint: useId(),
    contentError: useId(),
    imageError: useId(),
  };
  const words = countWords(content);
  const wordsMessage = t('support:feedbackWords', { min: minWords, max: maxWords });

  // Previews are object URLs: released when an image goes and when the form goes.
  const imagesRef = useRef(images);
  imagesRef.current = images;
  useEffect(
    () => () => imagesRef.current.forEach((image) => URL.revokeObjectURL(image.preview)),
    [],
  );

  async function choose(files: FileList | null) {
    setImageError(null);
    if (!files || files.length === 0) return;
    const chosen = [...files];
    if (images.length + chosen.length > maxImages) {
      setImageError(t('support:feedbackTooManyImages', { max: maxImages }));
    }
    const accepted: ChosenImage[] = [];
    for (const file of chosen.slice(0, Math.max(0, maxImages - images.length))) {
      if (file.size > SupportLimits.imageMaxBytes) {
        setImageError(t('support:feedbackImageTooLarge', { name: file.name }));
        continue;
      }
      const contentType = await imageTypeOf(file);
      if (!contentType) {
        setImageError(t('support:feedbackImageInvalid', { name: file.name }));
        continue;
      }
      accepted.push({
        key: `img-${++keySequence}`,
        file,
        preview: URL.createObjectURL(file),
        contentType,
      });
    }
    setImages((current) => [...current, ...accepted]);
    if (fileInput.current) fileInput.current.value = '';
  }

  function remove(key: string) {
    setImages((current) => {
      const gone = current.find((image) => image.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((image) => image.key !== key);
    });
    setImageError(null);
  }

  function serverMessage(error: ApiError): string {
    switch (error.code) {
      case SupportErrorCodes.FeedbackWords:
        return wordsMessage;
      case SupportErrorCodes.ImageInvalid:
        return t('support:feedbackImageInvalidServer');
      case SupportErrorCodes.ImageTooLarge:
        return t('support:feedbackImageTooLargeServer');
      case SupportErrorCodes.TooManyImages:
        return t('support:feedbackTooManyImages', { max: maxImages });
      case ErrorCodes.RateLimited:
        return t('support:feedbackRateLimited');
      case ErrorCodes.Network:
        return t('support:networkError');
      default:
        return t('support:feedbackFailed');
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setSent(false);
    if (words < minWords || words > maxWords) {
      setContentError(wordsMessage);
      textArea.current?.focus();
      return;
    }
    setContentError(null);
    let uploads: FeedbackImageUpload[];
    try {
      uploads = await Promise.all(
        images.map(async (image) => ({
          fileName: image.file.name,
          contentType: image.contentType,
          dataBase64: await toBase64(image.file),
        })),
      );
    } catch {
      setFormError(t('support:feedbackFailed'));
      return;
    }
    const result = await send({
      content,
      ...(contact.trim() ? { contact: contact.trim() } : {}),
      images: uploads,
    });
    if ('error' in result && result.error) {
      const message = serverMessage(result.error as ApiError);
      if ((result.error as ApiError).code === SupportErrorCodes.FeedbackWords)
        setContentError(message);
      else setFormError(message);
      return;
    }
    images.forEach((image) => URL.revokeObjectURL(image.preview));
    setContent('');
    setContact('');
    setImages([]);
    setSent(true);
    onSent?.();
  }

  const overLimit = words > maxWords;
  return (
    <form className="lp-feedback" onSubmit={(event) => void submit(event)} noValidate>
      {sent && (
        <p role="status" className="lp-feedback__sent">
          {t('support:feedbackSent')}
        </p>
      )}
      <div className="lp-feedback__field">
        <label htmlFor={ids.content}>{t('support:feedbackContent')}</label>
        <p id={ids.hint} className="lp-feedback__hint">
          {wordsMessage}
        </p>
        <textarea
          id={ids.content}
          ref={textArea}
          value={content}
          rows={6}
          maxLength={SupportLimits.feedbackMaxLength}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={[ids.hint, ids.counter, contentError ? ids.contentError : '']
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => setContent(event.target.value)}
        />
        <p
          id={ids.counter}
          className={['lp-feedback__counter', overLimit ? 'lp-feedback__counter--over' : '']
            .filter(Boolean)
            .join(' ')}
          aria-live="polite"
        >
          {t('support:feedbackCounter', { words, max: maxWords })}
        </p>
        {contentError && (
          <p id={ids.contentError} role="alert" className="lp-feedback__error">
            {contentError}
          </p>
        )}
      </div>
      <div className="lp-feedback__field">
        <label htmlFor={ids.contact}>{t('support:feedbackContact')}</label>
        <input
          id={ids.contact}
          type="text"
          value={contact}
          maxLength={SupportLimits.contactMaxLength}
          autoComplete="email"
          onChange={(event) => setContact(event.target.value)}
        />
      </div>
      <div className="lp-feedback__field">
        <label htmlFor={ids.images}>{t('support:feedbackImages')}</label>
        <p id={ids.imagesHint} className="lp-feedback__hint">
          {t('support:feedbackImagesHint', { max: maxImages })}
        </p>
        <input
          id={ids.images}
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          disabled={images.length >= maxImages}
          aria-describedby={[ids.imagesHint, imageError ? ids.imageError : '']
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => void choose(event.target.files)}
        />
        {imageError && (
          <p id={ids.imageError} role="alert" className="lp-feedback__error">
            {imageError}
          </p>
        )}
        {images.length > 0 && (
          <ul className="lp-feedback__images" aria-label={t('support:feedbackChosenImages')}>
            {images.map((image) => (
              <li key={image.key}>
                <img src={image.preview} alt={image.file.name} width={72} height={72} />
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => remove(image.key)}
                  aria-label={t('support:feedbackRemoveImage', { name: image.file.name })}
                >
                  {t('support:feedbackRemove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {formError && (
        <p role="alert" className="lp-feedback__error">
          {formError}
        </p>
      )}
      <Button type="submit" loading={isLoading}>
        {t('support:feedbackSend')}
      </Button>
    </form>
  );
}

/** Props of {@link FeedbackDialog}. */
export interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The feedback form in a modal (from the help centre). */
export function FeedbackDialog({ open, onClose }: FeedbackDialogProps) {
  const { t } = useTranslation(['support', 'common']);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('support:feedbackTitle')}
      closeLabel={t('common:close')}
      width={520}
      className="lp-feedback-modal"
    >
      <FeedbackForm />
    </Modal>
  );
}
