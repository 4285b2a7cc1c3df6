import type { ReactNode } from 'react';
import { Image } from '@/shared/ui/image';
import { maskMobile } from '../lib/mask-mobile';
import './profile-list.css';

/** What a profile screen shows of a person: their WeChat avatar and nickname and the phone they bound. */
export type ProfileFacts = { userImg: string; userNickName: string; userMobile: string };

type RowProps = {
  label: string;
  children: ReactNode;
  /** A long value (an intro) goes under its label instead of beside it. */
  block?: boolean;
};

/** One line of a profile: the label on the left, the value on the right, a tap high. */
export function ProfileRow({ label, children, block }: RowProps) {
  return (
    <div className="wk-profile__row" data-block={block || undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Avatar, nickname and masked phone as a list of rows; `children` adds the screen's own rows (ProfileRow). */
export function ProfileList({ profile, children }: { profile: ProfileFacts; children?: ReactNode }) {
  return (
    <dl className="wk-profile">
      <ProfileRow label="头像">
        <span className="wk-profile__avatar">
          <Image src={profile.userImg} alt="头像" ratio={1} displayWidth={56} round />
        </span>
      </ProfileRow>
      <ProfileRow label="昵称">{profile.userNickName || '未设置'}</ProfileRow>
      <ProfileRow label="手机号">{profile.userMobile ? maskMobile(profile.userMobile) : '未绑定'}</ProfileRow>
      {children}
    </dl>
  );
}

type LinkProps = {
  href: string;
  label: string;
  value: string;
  /** The value reads as done (green), e.g. 已认证. */
  done?: boolean;
};

/** A profile's links to the screens where its other parts are edited, in the look of its rows. */
export function ProfileLinks({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav className="wk-profile" aria-label={label}>
      {children}
    </nav>
  );
}

/** One such link: what it opens, its state or what it holds, and a ›. */
export function ProfileLink({ href, label, value, done }: LinkProps) {
  return (
    <a className="wk-profile__row wk-profile__link" href={href}>
      <span>{label}</span>
      <span className="wk-profile__value" data-done={done || undefined}>
        {value}
      </span>
    </a>
  );
}

/** Why the avatar and nickname cannot be edited here. */
export function ProfileNote() {
  return <p className="wk-profile-note">头像和昵称来自微信授权，在微信中修改后重新登录即可更新。</p>;
}
