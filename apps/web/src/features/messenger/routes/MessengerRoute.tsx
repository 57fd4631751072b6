import {
  type TConversation,
  type TMessage,
  type TSendMessage,
  ZReasonSchema,
  ZSendMessageSchema,
} from '@fitmarket/core/api/messaging';
import { MESSAGE_MAX_LENGTH, REASON_MAX } from '@fitmarket/core/limits';
import { normalizeMessageText, validateMessageText } from '@fitmarket/core/rules/message';
import { validateReason } from '@fitmarket/core/rules/reasons';
import { Avatar } from '@fitmarket/ui/Avatar';
import { CatalogueText } from '@fitmarket/ui/CatalogueText';
import { ConfirmModal } from '@fitmarket/ui/ConfirmModal';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed';
import {
  useBlock,
  useConversation,
  useConversations,
  useMarkRead,
  useReportMessage,
  useSendMessage,
  useThread,
} from '../api/messenger';
import { BookingEventItem, useBookingEventText } from '../components/BookingEventItem';

/**
 * Routes messenger (/messages) and messenger.thread (/messages/:id), auth: the conversations
 * beside the open one on wide screens; on a phone either the list or the thread.
 */
export function MessengerRoute() {
  const ready = useSectionTexts('messenger');
  const { t } = useTranslation();
  if (!ready) return <PageLoader label={t('common.loading')} />;
  return <MessengerPage />;
}

function MessengerPage() {
  const { t } = useTranslation();
  usePageTitle(t('messenger.pageTitle'));
  const params = useParams();
  const openId = params.id ? Number(params.id) : null;
  const wide = useMediaQuery('(min-width: 62em)', true);
  const conversations = useConversations();

  if (conversations.isPending) return <PageLoader label={t('messenger.loading')} />;
  if (conversations.isError) {
    return (
      <LoadFailed
        title={t('messenger.loading')}
        error={conversations.error}
        onRetry={() => void conversations.refetch()}
        retrying={conversations.isFetching}
      />
    );
  }
  const list = conversations.data.data;
  const showList = wide || openId === null;
  const showThread = openId !== null && Number.isInteger(openId);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} size="h2" mb="md">
        {t('messenger.title')}
      </Title>
      {list.length === 0 && !showThread ? (
        <Stack gap="sm" align="flex-start" data-testid="messenger-empty">
          <Text>{t('messenger.empty')}</Text>
          <Button component={Link} to="/" variant="light">
            {t('messenger.findProfessionals')}
          </Button>
        </Stack>
      ) : (
        <Grid gap="md">
          {showList && (
            <Grid.Col span={{ base: 12, md: 4 }}>
              <ConversationList conversations={list} openId={openId} />
            </Grid.Col>
          )}
          {(showThread || wide) && (
            <Grid.Col span={{ base: 12, md: 8 }}>
              {showThread ? (
                <Thread key={openId} id={openId} />
              ) : (
                <Text c="dimmed">{t('messenger.chooseConversation')}</Text>
              )}
            </Grid.Col>
          )}
        </Grid>
      )}
    </Container>
  );
}

const nameOf = (conversation: TConversation) =>
  `${conversation.other.first_name} ${conversation.other.last_name}`.trim();

function ConversationList({
  conversations,
  openId,
}: {
  conversations: TConversation[];
  openId: number | null;
}) {
  const { t } = useTranslation();
  const eventText = useBookingEventText();
  const preview = (conversation: TConversation) => {
    const last = conversation.last_message;
    if (!last) return t('messenger.noMessagesYet');
    if (last.booking_event) return eventText(last.booking_event, conversation);
    return last.body ?? t('messenger.removed');
  };
  return (
    <nav aria-label={t('messenger.conversationsLabel')}>
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {conversations.map((conversation) => {
          const name = nameOf(conversation);
          return (
            <li key={conversation.id}>
              <UnstyledButton
                component={Link}
                to={`/messages/${conversation.id}`}
                aria-current={conversation.id === openId ? 'page' : undefined}
                w="100%"
                p="sm"
                style={{ borderRadius: 8 }}
                bg={conversation.id === openId ? 'var(--mantine-color-gray-1)' : undefined}
                data-testid="conversation"
              >
                <Group gap="sm" wrap="nowrap">
                  <Avatar name={name} image={conversation.other.image} size="md" />
                  <Stack gap={0} miw={0} style={{ flex: 1 }}>
                    <Text fw={conversation.unread_count > 0 ? 700 : 500} truncate>
                      {name}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {preview(conversation)}
                    </Text>
                  </Stack>
                  {conversation.unread_count > 0 && (
                    <Badge
                      color="red"
                      circle
                      aria-label={t('messenger.unread', { count: conversation.unread_count })}
                    >
                      {conversation.unread_count}
                    </Badge>
                  )}
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </nav>
  );
}

function Thread({ id }: { id: number }) {
  const { t } = useTranslation();
  const conversation = useConversation(id);
  const thread = useThread(id);
  const markRead = useMarkRead(id);
  const block = useBlock(id);
  const [asking, setAsking] = useState(false);
  const [reporting, setReporting] = useState<TMessage | null>(null);
  const newest = thread.data?.pages[0]?.data[0]?.id;
  const unread = conversation.data?.unread_count ?? 0;

  // Reading the thread marks it read: whenever a new message shows while it is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new newest message is the trigger
  useEffect(() => {
    if (newest !== undefined && unread > 0 && !markRead.isPending) markRead.mutate();
  }, [newest, unread]);

  if (conversation.isPending || thread.isPending) {
    return <PageLoader label={t('messenger.loadingThread')} />;
  }
  if (conversation.isError || thread.isError) {
    return (
      <LoadFailed
        title={t('messenger.loadingThread')}
        error={conversation.error ?? thread.error}
        onRetry={() => {
          void conversation.refetch();
          void thread.refetch();
        }}
        retrying={conversation.isFetching || thread.isFetching}
      />
    );
  }
  const current = conversation.data;
  const name = nameOf(current);
  // Oldest first on screen; pages come newest first.
  const messages = thread.data.pages.flatMap((page) => page.data).reverse();

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="thread-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <Anchor component={Link} to="/messages" hiddenFrom="md" size="sm">
            {t('messenger.back')}
          </Anchor>
          <Avatar name={name} image={current.other.image} size="md" />
          <Title order={2} size="h4" id="thread-title">
            {name}
          </Title>
        </Group>
        {current.blocked_by_me ? (
          <Button variant="default" size="xs" onClick={() => block.mutate(false)}>
            {t('messenger.unblock')}
          </Button>
        ) : (
          !current.blocked && (
            <Button variant="default" size="xs" onClick={() => setAsking(true)}>
              {t('messenger.block')}
            </Button>
          )
        )}
      </Group>
      {block.isError && <ErrorAlerts errors={errorsOf(block.error)} />}
      <Stack gap="xs" mb="md">
        {thread.hasNextPage && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => void thread.fetchNextPage()}
            loading={thread.isFetchingNextPage}
          >
            {t('messenger.olderMessages')}
          </Button>
        )}
        {messages.length === 0 && <Text c="dimmed">{t('messenger.noMessagesYet')}</Text>}
        <Stack
          gap="xs"
          component="ol"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-live="polite"
          aria-label={t('messenger.live')}
          data-testid="thread"
        >
          {messages.map((message) =>
            message.booking_event ? (
              <BookingEventItem
                key={message.id}
                message={{ ...message, booking_event: message.booking_event }}
                conversation={current}
              />
            ) : (
              <MessageBubble
                key={message.id}
                message={message}
                mine={message.sender_id !== current.other.id}
                onReport={() => setReporting(message)}
              />
            ),
          )}
        </Stack>
      </Stack>
      {current.blocked ? (
        <Alert color="gray" variant="light">
          {current.blocked_by_me ? t('messenger.blockedByMe') : t('messenger.blockedByOther')}
        </Alert>
      ) : (
        <Composer id={id} />
      )}
      <ConfirmModal
        opened={asking}
        title={t('messenger.blockTitle')}
        message={t('messenger.blockMessage', { name })}
        confirmLabel={t('messenger.block')}
        cancelLabel={t('messenger.cancel')}
        loading={block.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => block.mutate(true, { onSettled: () => setAsking(false) })}
      />
      {/* A new form for each message: no reason or refusal carries over to the next. */}
      <ReportModal
        key={reporting?.id ?? 'none'}
        message={reporting}
        onClose={() => setReporting(null)}
      />
    </Card>
  );
}

function MessageBubble({
  message,
  mine,
  onReport,
}: {
  message: TMessage;
  mine: boolean;
  onReport: () => void;
}) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language === 'fi' ? 'fi-FI' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(message.created_at));
  const text = message.removed
    ? message.removed_reason
      ? t('messenger.removedOwn', { reason: message.removed_reason })
      : t('messenger.removed')
    : message.body;
  return (
    <Group component="li" justify={mine ? 'flex-end' : 'flex-start'} data-testid="message">
      <Paper
        p="xs"
        radius="md"
        maw="80%"
        bg={mine ? 'var(--mantine-color-teal-light)' : 'var(--mantine-color-gray-1)'}
      >
        {/* Plain text: React escapes it, and line breaks stay as written. */}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
        <Group gap="xs" justify="flex-end">
          <Text size="xs" c="dimmed">
            {when}
            {mine && ` · ${message.read_at ? t('messenger.read') : t('messenger.sent')}`}
          </Text>
          {!mine && !message.removed && (
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={onReport}
              aria-label={t('messenger.reportLabel')}
            >
              {t('messenger.report')}
            </Anchor>
          )}
        </Group>
      </Paper>
    </Group>
  );
}

/**
 * The message box, checked with core's schema and rule before sending (empty 1252, too long
 * 1370, shown as one types past the limit); Enter sends, Shift+Enter breaks the line.
 */
function Composer({ id }: { id: number }) {
  const { t } = useTranslation();
  const send = useSendMessage(id);
  const { form, refused, refusal, clearRefusal } = useCoreForm<TSendMessage>({
    initialValues: { body: '' },
    schema: ZSendMessageSchema,
    rules: ({ body }) => ({ body: validateMessageText(body) }),
  });
  const counterId = useId();
  const body = form.getValues().body;
  const left = MESSAGE_MAX_LENGTH - [...normalizeMessageText(body)].length;
  const submit = form.onSubmit(({ body: text }) => {
    clearRefusal();
    send.mutate(text, { onSuccess: () => form.reset(), onError: refused });
  });
  const { error, ...input } = form.getInputProps('body');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <ErrorAlerts errors={refusal} />
        <Textarea
          label={t('messenger.messageLabel')}
          placeholder={t('messenger.messagePlaceholder')}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
          autosize
          minRows={2}
          maxRows={6}
          aria-describedby={counterId}
          error={
            error ??
            (validateMessageText(body) === 1370 ? <CatalogueText error={{ code: 1370 }} /> : null)
          }
          {...input}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed" id={counterId}>
            {t('messenger.charactersLeft', { count: Math.max(left, 0) })}
          </Text>
          <Button type="submit" loading={send.isPending}>
            {t('messenger.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Reporting a message: a reason, checked with core's schema and rule before it is sent. */
function ReportModal({ message, onClose }: { message: TMessage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReportMessage();
  const [done, setDone] = useState(false);
  const { form, refused, refusal, clearRefusal } = useCoreForm({
    initialValues: { reason: '' },
    schema: ZReasonSchema,
    rules: ({ reason }) => ({ reason: validateReason(reason) }),
  });
  const length = form.getValues().reason.trim().length;
  const send = ({ reason }: { reason: string }) => {
    if (!message) return;
    clearRefusal();
    report.mutate(
      { messageId: message.id, reason },
      { onSuccess: () => setDone(true), onError: refused },
    );
  };
  return (
    <Modal opened={message !== null} onClose={onClose} title={t('messenger.reportTitle')} centered>
      {done ? (
        <Stack>
          <Alert color="green" variant="light" role="status">
            {t('messenger.reported')}
          </Alert>
          <Button onClick={onClose}>{t('messenger.close')}</Button>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit(send)} noValidate>
          <Stack>
            <ErrorAlerts errors={refusal} />
            <Textarea
              label={t('messenger.reportReason')}
              maxLength={REASON_MAX}
              description={`${length}/${REASON_MAX}`}
              autosize
              minRows={3}
              data-autofocus
              {...form.getInputProps('reason')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('messenger.cancel')}
              </Button>
              <Button type="submit" loading={report.isPending}>
                {t('messenger.reportSend')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
