// The chat room modal as its own chunk: it loads on the first open, with getService.
import { lazy, Suspense } from 'react';
import type { ChatRoomModalProps } from './chat-room-modal';

const ChatRoom = lazy(() =>
  import('./chat-room-modal').then((module) => ({ default: module.ChatRoomModal })),
);

/** {@link ChatRoomModal}, loaded when first opened (nothing is loaded while it is closed). */
export function LazyChatRoomModal(props: ChatRoomModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ChatRoom {...props} />
    </Suspense>
  );
}
