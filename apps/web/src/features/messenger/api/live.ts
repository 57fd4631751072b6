import { LIVE_CLOSE_UNAUTHORIZED, type TLiveFrame } from '@fitmarket/core/api/realtime';
import type { NotificationType } from '@fitmarket/core/limits';
import { reportSessionEnded } from '@fitmarket/ui/lib/apiClient';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MY_BOOKINGS_KEY, PRO_BOOKINGS_KEYS } from '../../../lib/bookingQueries';
import { MESSENGER_KEYS } from './messenger';

/** Waits before reconnecting: 1 s, doubling to at most 30 s while the server stays away. */
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

/** Notifications of a booking's request or change (not a reminder, which changes nothing). */
export function isBookingNotification(type: NotificationType): boolean {
  return type === 'new_booking' || (type.startsWith('booking_') && type !== 'booking_reminder');
}

/**
 * Keeps this tab's live socket (GET /v1/live) open while signed in with `token`, and turns
 * its events into reloads of what they change: the conversations, a thread, the badges.
 * Everything is stored on the server, so a reconnect reloads everything and misses nothing.
 */
export function useLiveUpdates(token: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    let socket: WebSocket | undefined;
    let retryMs = RETRY_MIN_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const onFrame = (frame: TLiveFrame) => {
      switch (frame.type) {
        case 'ready':
          retryMs = RETRY_MIN_MS;
          // Whatever happened while the socket was away.
          void queryClient.invalidateQueries({ queryKey: MESSENGER_KEYS.all });
          void queryClient.invalidateQueries({ queryKey: ['notifications'] });
          return;
        case 'message':
          void queryClient.invalidateQueries({
            queryKey: MESSENGER_KEYS.thread(frame.message.conversation_id),
          });
          void queryClient.invalidateQueries({ queryKey: MESSENGER_KEYS.conversations });
          void queryClient.invalidateQueries({ queryKey: MESSENGER_KEYS.unread });
          return;
        case 'read':
        case 'conversation':
          void queryClient.invalidateQueries({ queryKey: MESSENGER_KEYS.all });
          return;
        case 'notification':
          void queryClient.invalidateQueries({ queryKey: ['notifications'] });
          // A booking changed: the open bookings pages (either side's) show it without a reload.
          if (isBookingNotification(frame.notification.type)) {
            void queryClient.invalidateQueries({ queryKey: PRO_BOOKINGS_KEYS.all });
            void queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_KEY });
          }
          return;
        case 'error':
          // A block or an ended session: the app signs out and says why (NavigationGuard).
          reportSessionEnded(frame.errors.map(({ code, message }) => ({ code, message })));
          return;
      }
    };

    const connect = () => {
      const url = new URL('/v1/live', window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(url);
      // The token goes in the first frame, never in the address (which ends up in logs).
      socket.onopen = () => socket?.send(JSON.stringify({ type: 'auth', token }));
      socket.onmessage = (event) => {
        try {
          onFrame(JSON.parse(String(event.data)) as TLiveFrame);
        } catch {
          // A frame we cannot read changes nothing on screen.
        }
      };
      socket.onclose = (event) => {
        // A refused token is for the session check to handle; retrying would not help.
        if (stopped || event.code === LIVE_CLOSE_UNAUTHORIZED) return;
        timer = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [token, queryClient]);
}
