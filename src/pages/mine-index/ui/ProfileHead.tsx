import { Image } from '@/shared/ui/image';

type Props = { nickName: string; avatar: string; isLecturer: boolean };

/** Avatar and nickname from the user info the shell loaded at start. */
export function ProfileHead({ nickName, avatar, isLecturer }: Props) {
  return (
    <section className="mine-head" aria-label="个人信息">
      <span className="mine-head__avatar">
        <Image src={avatar} alt="" ratio={1} displayWidth={64} round />
      </span>
      <span className="mine-head__text">
        <span className="mine-head__name">{nickName || '微信用户'}</span>
        <span className="mine-head__role">{isLecturer ? '讲师' : '学员'}</span>
      </span>
    </section>
  );
}
