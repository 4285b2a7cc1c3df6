import type { ActivityPageProps } from '@/shared/activity';

export function RedPacketPage({ title }: ActivityPageProps) {
  return (
    <main data-page="redpacket">
      <h1>{title}</h1>
    </main>
  );
}
