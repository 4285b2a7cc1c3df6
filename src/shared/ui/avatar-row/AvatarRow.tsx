import { Image } from '@/shared/ui/image';
import './avatar-row.css';

type Props = {
  /** Names the row for screen readers, e.g. 讲师. */
  label: string;
  avatar: string | null | undefined;
  name: string;
  /** A second line under the name (the studio); left out when empty. */
  note?: string | null | undefined;
};

/** Who is behind a page: a round avatar, the name and a note, as a labelled block of its own. */
export function AvatarRow({ label, avatar, name, note }: Props) {
  return (
    <section className="wk-avatar-row" aria-label={label}>
      <span className="wk-avatar-row__avatar">
        <Image src={avatar} alt="" ratio={1} displayWidth={44} round />
      </span>
      <span className="wk-avatar-row__text">
        <strong>{name}</strong>
        {note && <span className="wk-avatar-row__note">{note}</span>}
      </span>
    </section>
  );
}
