import { PowerOff } from 'lucide-react';
import { CHAT_TURNED_OFF_MESSAGE } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { useActiveCase } from '@/features/case/api/get-active-case';
import { ActiveCaseFallback } from '@/features/case/components/active-case-fallback';
import { ChatDisclaimer } from '@/features/chat/components/chat-disclaimer';
import { ChatWorkspace } from '@/features/chat/components/chat-workspace';
import { useSiteStatus } from '@/lib/site-status';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /chat: ask the assistant about the active case. It answers from the case, the legal library and general
 * reasoning, says which it used and cites each statement; the answer is written out as it comes.
 */
export function Component() {
  usePageTitle('Chat');
  const activeCase = useActiveCase();
  // A SUPER_ADMIN may turn the assistant off on /admin/settings; the server refuses questions meanwhile.
  const isChatOff = useSiteStatus().data?.chatEnabled === false;

  return (
    <div className="space-y-6">
      <header className="space-y-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Chat</h1>
        <p className="max-w-2xl text-muted-foreground">
          Ask about your case, the criteria and the law. Conversations are kept with your case and only you can read them.
        </p>
        <ChatDisclaimer />
      </header>
      {isChatOff ? (
        <Alert variant="warning" role="status">
          <PowerOff aria-hidden="true" />
          <p>{CHAT_TURNED_OFF_MESSAGE}</p>
        </Alert>
      ) : activeCase.isSuccess ? (
        <ChatWorkspace caseId={activeCase.data.id} />
      ) : (
        <ActiveCaseFallback activeCase={activeCase} />
      )}
    </div>
  );
}
