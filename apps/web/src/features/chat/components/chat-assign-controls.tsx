import type { ChatConversation } from '@courier/contracts';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { toast } from '@/components/ui/toast';
import { useAssignChat } from '../api/chat-queries';

/**
 * The desk's chat header: who has the chat, take it (unless it is already the viewer's), or give it to
 * another agent (support or admin).
 */
export function ChatAssignControls({
  conversation,
  agents,
  viewerId,
}: {
  conversation: ChatConversation;
  agents: readonly { id: number; name: string }[];
  viewerId: number | undefined;
}) {
  const { t } = useTranslation('chat');
  const assign = useAssignChat();
  const [agent, setAgent] = useState('');
  const mutate = (staffId?: number) =>
    assign.mutate(
      { conversation_id: conversation.id, ...(staffId ? { staff_id: staffId } : {}) },
      {
        onSuccess: (r) => {
          setAgent('');
          toast.success(t('assign.done', { name: r.feed.conversation.assigned_user?.name ?? '' }));
        },
      },
    );

  return (
    <>
      <Group gap="xs" align="end" wrap="wrap">
        <Text size="sm" data-testid="chat-assignee" style={{ flex: '1 1 12rem' }}>
          {t('assign.current', { name: conversation.assigned_user?.name ?? t('assign.nobody') })}
        </Text>
        {conversation.assigned_user?.id !== viewerId && (
          <Button
            size="xs"
            variant="light"
            loading={assign.isPending && assign.variables?.staff_id === undefined}
            onClick={() => mutate()}
          >
            {t('assign.take')}
          </Button>
        )}
        <NativeSelect
          size="xs"
          label={t('assign.agent')}
          value={agent}
          onChange={(e) => setAgent(e.currentTarget.value)}
          data={[{ value: '', label: '—' }, ...agents.map((a) => ({ value: String(a.id), label: a.name }))]}
        />
        <Button
          size="xs"
          variant="default"
          disabled={agent === ''}
          loading={assign.isPending && assign.variables?.staff_id !== undefined}
          onClick={() => mutate(Number(agent))}
        >
          {t('assign.submit')}
        </Button>
      </Group>
      <ApiErrorAlert error={assign.error} />
    </>
  );
}
