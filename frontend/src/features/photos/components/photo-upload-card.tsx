import {
  Badge,
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useAppToast } from '../../../components/app-toaster';
import {
  ArrowUploadRegular,
  CheckmarkCircleFilled,
  HeartFilled,
  ImageAddRegular,
} from '@fluentui/react-icons';
import type { CrisisResourceView } from '@stride/api/contracts/ai';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CrisisResourceList } from '../../../components/crisis-resources';
import { SafeMarkdown } from '../../../components/safe-markdown';
import { useUploadPhoto, type UploadReply } from '../api/upload-photo';
import { useObjectUrl } from '../hooks/use-object-url';
import { checkPhotoFile, formatBytes, photosText } from '../photos-text';
import { uploadErrorMessage } from '../upload-error';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    padding: 'clamp(16px, 3vw, 24px)',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  subtitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
  },
  picker: {
    display: 'grid',
    justifyItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    textAlign: 'center',
  },
  pickerIcon: {
    display: 'grid',
    placeItems: 'center',
    width: '48px',
    height: '48px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '24px',
  },
  hint: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  fileInput: { display: 'none' },
  chosen: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 640px)': { gridTemplateColumns: '180px minmax(0, 1fr)' },
  },
  preview: {
    width: '100%',
    maxHeight: '240px',
    aspectRatio: '3 / 4',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    '@media (max-width: 639px)': { width: '140px', justifySelf: 'center' },
  },
  form: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  fileLine: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  fileName: {
    margin: 0,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  fileSize: { fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  result: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  resultHead: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  saved: { color: tokens.colorPaletteGreenForeground1, fontSize: '20px' },
  crisis: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
  },
  crisisIcon: { color: tokens.colorBrandForeground1, fontSize: '20px' },
  live: { '&:empty': { marginTop: `calc(-1 * ${tokens.spacingVerticalM})` } },
});

/**
 * 'Add a progress photo': choose a JPEG, PNG or WebP (at most 10 MB, checked here first), see a
 * preview, add an optional note, upload with progress, then read the analysis.
 */
export function PhotoUploadCard({
  onCrisis,
}: {
  onCrisis?: (resources: CrisisResourceView[]) => void;
}) {
  const styles = useStyles();
  const upload = useUploadPhoto();
  const toast = useAppToast();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<UploadReply | null>(null);
  const preview = useObjectUrl(file);
  const titleId = useId();
  const statusId = useId();

  const noteTooLong = note.length > photosText.noteMax;
  const serverNoteError = upload.error?.fields['context'];
  const serverImageError = upload.error?.fields['image'];

  const choose = () => input.current?.click();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    upload.reset();
    setResult(null);
    const problem = checkPhotoFile(chosen);
    setFileError(problem);
    setFile(problem ? null : chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || noteTooLong || upload.isPending) return;
    setProgress(0);
    upload.mutate(
      {
        image: file,
        context: note,
        onProgress: ({ loaded, total }) => setProgress(total ? loaded / total : null),
      },
      {
        onSuccess: (reply) => {
          setResult(reply);
          toast({ title: photosText.uploadedToast });
          setFile(null);
          setNote('');
          if (reply.crisis && reply.resources.length > 0) onCrisis?.(reply.resources);
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const uploading = upload.isPending;
  const sent = progress !== null && progress >= 1;
  const percent = Math.round((progress ?? 0) * 100);

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={styles.title}>
          {photosText.uploadTitle}
        </h2>
        <p className={styles.subtitle}>{photosText.subtitle}</p>
      </div>

      <input
        ref={input}
        type="file"
        accept={photosText.accept}
        className={styles.fileInput}
        aria-label={photosText.choose}
        tabIndex={-1}
        onChange={onFile}
      />

      {file && preview ? (
        <form className={styles.chosen} onSubmit={submit} aria-label={photosText.uploadTitle}>
          <img src={preview} alt={photosText.previewAlt} className={styles.preview} />
          <div className={styles.form}>
            <div className={styles.fileLine}>
              <p className={styles.fileName}>
                {file.name} <span className={styles.fileSize}>· {formatBytes(file.size)}</span>
              </p>
              <Button size="small" appearance="subtle" onClick={choose} disabled={uploading}>
                {photosText.chooseAnother}
              </Button>
            </div>
            <Field
              label={photosText.noteLabel}
              validationState={noteTooLong || serverNoteError ? 'error' : 'none'}
              validationMessage={
                noteTooLong
                  ? photosText.noteTooLong
                  : (serverNoteError ?? `${note.length} / ${photosText.noteMax}`)
              }
              validationMessageIcon={noteTooLong || serverNoteError ? undefined : null}
            >
              <Textarea
                value={note}
                placeholder={photosText.notePlaceholder}
                disabled={uploading}
                resize="vertical"
                onChange={(_, data) => setNote(data.value)}
              />
            </Field>
            {uploading ? (
              <Field
                label={sent ? photosText.analyzing : photosText.uploading(percent)}
                id={statusId}
              >
                <ProgressBar
                  aria-label={photosText.uploadProgressLabel}
                  thickness="large"
                  shape="rounded"
                  {...(sent || progress === null ? {} : { value: progress })}
                />
              </Field>
            ) : null}
            {upload.isError ? (
              <MessageBar intent="error" role="alert" layout="multiline">
                <MessageBarBody>
                  {serverImageError ?? uploadErrorMessage(upload.error)}
                </MessageBarBody>
              </MessageBar>
            ) : null}
            <div className={styles.actions}>
              <Button
                type="submit"
                appearance="primary"
                icon={<ArrowUploadRegular />}
                disabled={uploading || noteTooLong}
              >
                {photosText.upload}
              </Button>
            </div>
          </div>
        </form>
      ) : (
        <div className={styles.picker}>
          <span className={styles.pickerIcon} aria-hidden="true">
            <ImageAddRegular />
          </span>
          <Button appearance={result ? 'secondary' : 'primary'} onClick={choose}>
            {result ? photosText.addAnother : photosText.choose}
          </Button>
          <p className={styles.hint}>{photosText.fileHint}</p>
        </div>
      )}

      {fileError ? (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>{fileError}</MessageBarBody>
        </MessageBar>
      ) : null}

      <div aria-live="polite" className={styles.live}>
        {result && result.crisis ? (
          <div className={styles.crisis}>
            <p className={styles.resultHead}>
              <HeartFilled className={styles.crisisIcon} aria-hidden="true" />
              {photosText.crisisTitle}
            </p>
            <SafeMarkdown text={result.analysis} />
            <CrisisResourceList resources={result.resources} headingLevel={3} />
          </div>
        ) : result ? (
          <div className={styles.result}>
            <p className={styles.resultHead}>
              <CheckmarkCircleFilled className={styles.saved} aria-hidden="true" />
              {photosText.saved}
              {result.source === 'offline' ? (
                <Badge appearance="tint" color="informative" size="small">
                  {photosText.offlineBadge}
                </Badge>
              ) : null}
            </p>
            <SafeMarkdown text={result.analysis} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
