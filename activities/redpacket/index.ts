import { defineActivity } from '@/shared/activity';
import { RedPacketPage } from './ui/RedPacketPage';

export default defineActivity({ pages: { index: RedPacketPage } });
