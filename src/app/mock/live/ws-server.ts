import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { canJoin, handleFrame, leave, type Peer } from './rooms';

/** The path the live room's socket answers on (docs/api.md "Live room socket"); PUBLIC_WS_BASE ends in /ws. */
export const LIVE_SOCKET_PATH = '/ws/liveroom';

/**
 * Serves the live rooms over WebSocket on the dev/preview server's own port (`ws`, no frame parsing of our own).
 * Only upgrades to LIVE_SOCKET_PATH are taken; others (the dev server's hot reload) are left alone.
 */
export function attachLiveRoomServer(httpServer: HttpServer | Http2SecureServer | null): void {
  if (!httpServer) return;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * 1024 * 1024 });
  httpServer.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== LIVE_SOCKET_PATH) return;
    wss.handleUpgrade(req, socket, head, (ws) => {
      const lessonId = Number(url.searchParams.get('lessonId'));
      const joined = canJoin(url.searchParams.get('token'), lessonId);
      if ('code' in joined) {
        ws.send(JSON.stringify({ type: 'error', code: joined.code, msg: joined.msg }));
        ws.close(4000 + Math.min(joined.code, 999), 'refused');
        return;
      }
      const peer: Peer = {
        userId: joined.userId,
        send: (frame) => {
          if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
        },
        close: () => ws.terminate(),
      };
      ws.on('message', (raw) => {
        let frame: unknown;
        try {
          frame = JSON.parse(String(raw));
        } catch {
          peer.send({ type: 'error', code: 2, msg: '消息格式有误' });
          return;
        }
        handleFrame(lessonId, peer, frame);
      });
      ws.on('close', () => leave(lessonId, peer));
      ws.on('error', () => leave(lessonId, peer));
    });
  });
}
