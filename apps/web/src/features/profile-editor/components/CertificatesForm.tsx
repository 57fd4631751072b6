import {
  type TCertificatesRequest,
  type TOwnProfessionalProfile,
  ZCertificatesRequestSchema,
} from '@fitmarket/core/api/professional-profile';
import { CERTIFICATE_ID_MAX_LENGTH, CERTIFICATE_TITLE_MAX_LENGTH } from '@fitmarket/core/limits';
import { perksOf } from '@fitmarket/core/rules/membership';
import { validateCertificateCount } from '@fitmarket/core/rules/profile';
import { validateRequired } from '@fitmarket/core/rules/text';
import {
  ImageUploadButton,
  ImageUploadHint,
  ImageUploadStatus,
  useImageUpload,
} from '@fitmarket/ui/ImageUpload';
import {
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ListItemControls, moved } from './ListItemControls';
import { useRemoveConfirmation } from './RemoveConfirmation';
import {
  type SectionFormProps,
  SectionFormShell,
  useSectionForm,
  useServerFieldErrors,
} from './sectionForm';

interface CertificateDraft {
  key: string;
  title: string;
  id_number: string;
  /** What is sent: the saved address, an upload's id, or null. */
  image: string | null;
  /** What is shown. */
  preview: string | null;
}

function toDraft(profile: TOwnProfessionalProfile): CertificateDraft[] {
  return profile.certificates.map((certificate) => ({
    key: String(certificate.id),
    title: certificate.title,
    id_number: certificate.id_number ?? '',
    image: certificate.image,
    preview: certificate.image,
  }));
}

function toRequest(draft: CertificateDraft[]): TCertificatesRequest {
  return {
    certificates: draft.map(({ title, id_number, image }) => ({
      title: title.trim(),
      id_number: id_number.trim() === '' ? null : id_number.trim(),
      image,
    })),
  };
}

/** Certificates (account area only): title, optional number and a scan; the membership limits how many. */
export function CertificatesForm({ profile, actions, onSaved, onDirtyChange }: SectionFormProps) {
  const { t } = useTranslation();
  const max = perksOf(profile.membership_id).maxCertificates;
  const newKeys = useRef(0);
  const form = useSectionForm({
    section: 'certificates',
    profile,
    toDraft,
    toRequest,
    schema: ZCertificatesRequestSchema,
    rules: (draft) => ({
      certificates: validateCertificateCount(draft.length, profile.membership_id),
      ...Object.fromEntries(
        draft.map(({ title }, index) => [`certificates.${index}.title`, validateRequired(title)]),
      ),
    }),
    onSaved,
    onDirtyChange,
  });
  const certificates = form.draft;
  const server = useServerFieldErrors(form.serverErrors, ['certificates.']);
  const removal = useRemoveConfirmation(
    {
      title: t('profileEditor.certificates.removeTitle'),
      text: t('profileEditor.certificates.removeText'),
      confirm: t('profileEditor.certificates.remove'),
    },
    (index) => form.update('certificates', (list) => list.filter((_, at) => at !== index)),
  );
  // Over the membership's limit (1321, after a downgrade): the limit line says how many.
  const overLimit = form.breach('certificates') !== undefined;
  const change = (index: number, patch: Partial<CertificateDraft>, field: string) =>
    form.update(`certificates.${index}.${field}`, (list) =>
      list.map((certificate, at) => (at === index ? { ...certificate, ...patch } : certificate)),
    );

  return (
    <SectionFormShell
      name="certificates"
      onSubmit={form.submit}
      errors={server.rest}
      state={form.state}
      actions={actions}
    >
      {certificates.length === 0 && <Text c="dimmed">{t('profileEditor.certificates.empty')}</Text>}
      {certificates.map((certificate, index) => {
        const itemLabel =
          certificate.title.trim() || t('profileEditor.certificates.item', { number: index + 1 });
        return (
          <Card key={certificate.key} withBorder padding="md" data-testid="certificate-item">
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Title order={3} size="h5">
                  {t('profileEditor.certificates.item', { number: index + 1 })}
                </Title>
                <ListItemControls
                  index={index}
                  count={certificates.length}
                  itemLabel={itemLabel}
                  removeLabel={t('profileEditor.certificates.remove')}
                  onMove={(to) => form.update('certificates', (list) => moved(list, index, to))}
                  onRemove={() => removal.ask(index)}
                />
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label={t('profileEditor.certificates.title')}
                  required
                  maxLength={CERTIFICATE_TITLE_MAX_LENGTH}
                  value={certificate.title}
                  onChange={(event) => change(index, { title: event.currentTarget.value }, 'title')}
                  error={
                    form.breachText(`certificates.${index}.title`) ??
                    server.at(`certificates.${index}.title`)
                  }
                />
                <TextInput
                  label={t('profileEditor.certificates.idNumber')}
                  maxLength={CERTIFICATE_ID_MAX_LENGTH}
                  value={certificate.id_number}
                  onChange={(event) =>
                    change(index, { id_number: event.currentTarget.value }, 'id_number')
                  }
                  error={server.at(`certificates.${index}.id_number`)}
                />
              </SimpleGrid>
              <CertificateScan
                title={itemLabel}
                preview={certificate.preview}
                error={server.at(`certificates.${index}.image`)}
                onUploaded={(image, preview) => change(index, { image, preview }, 'image')}
              />
            </Stack>
          </Card>
        );
      })}
      <Group justify="space-between" gap="sm">
        <Text
          size="sm"
          c={overLimit ? 'red.8' : 'dimmed'}
          role={overLimit ? 'alert' : undefined}
          data-testid="certificate-limit"
        >
          {certificates.length >= max && !overLimit
            ? t('profileEditor.certificates.full')
            : t('profileEditor.certificates.limit', { max })}
        </Text>
        <Button
          variant="light"
          disabled={certificates.length >= max}
          onClick={() => {
            newKeys.current += 1;
            form.update('certificates', (list) => [
              ...list,
              {
                key: `new-${newKeys.current}`,
                title: '',
                id_number: '',
                image: null,
                preview: null,
              },
            ]);
          }}
        >
          {t('profileEditor.certificates.add')}
        </Button>
      </Group>
      {removal.modal}
    </SectionFormShell>
  );
}

/** The scanned image of one certificate, uploaded as kind `certificate`. */
function CertificateScan({
  title,
  preview,
  error,
  onUploaded,
}: {
  title: string;
  preview: string | null;
  error?: string;
  onUploaded: (image: string, preview: string) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const upload = useImageUpload('certificate', (image) => onUploaded(image.id, image.url));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('profileEditor.certificates.image')}
      </Text>
      <Group gap="md" align="center">
        {preview ? (
          <Image
            src={preview}
            alt={t('profileEditor.certificates.imageAlt', { title })}
            w={120}
            h={90}
            fit="cover"
            radius="sm"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('profileEditor.certificates.noImage')}
          </Text>
        )}
        <Stack gap={4}>
          <ImageUploadButton
            upload={upload}
            describedBy={hintId}
            label={t(
              preview ? 'profileEditor.certificates.change' : 'profileEditor.certificates.upload',
            )}
          />
          <ImageUploadHint id={hintId} />
        </Stack>
      </Group>
      <ImageUploadStatus upload={upload} errors={error ? [{ code: 0, message: error }] : []} />
    </Stack>
  );
}
