import { useUnit } from 'effector-react';
import { formatDuration } from '@/shared/lib/format';
import { Select } from '@/shared/ui/select';
import { Slider } from '@/shared/ui/slider';
import { $bank, $seek, $volume, bankChosen, DEMO_DURATION, seekMoved, volumeMoved } from '../model/demo-controls';
import { Demo, Section } from './Section';

const BANKS = [
  { name: '中国工商银行', value: 1 },
  { name: '招商银行', value: 2 },
  { name: '中国建设银行', value: 3 },
];
const atPercent = (percent: number) => formatDuration((percent / 100) * DEMO_DURATION);

export function FormSection() {
  const [bank, chooseBank, seek, moveSeek, volume, moveVolume] = useUnit([
    $bank,
    bankChosen,
    $seek,
    seekMoved,
    $volume,
    volumeMoved,
  ]);
  return (
    <Section title="Select 选择 · Slider 滑块">
      <Demo label="未选择（请选择）">
        <Select label="开户银行" options={BANKS} value={bank} onChange={chooseBank} />
      </Demo>
      <Demo label="已选择 · 禁用">
        <Select
          aria-label="性别"
          options={[
            { name: '女', value: 'f' },
            { name: '男', value: 'm' },
          ]}
          value="f"
          disabled
          onChange={() => {}}
        />
      </Demo>
      <Demo label="播放进度（按住显示时间）">
        <Slider
          aria-label="播放进度"
          value={seek}
          beginLabel={atPercent(seek)}
          endLabel={formatDuration(DEMO_DURATION)}
          formatValue={atPercent}
          onChange={moveSeek}
        />
      </Demo>
      <Demo label="禁用">
        <Slider aria-label="禁用的进度" value={60} disabled />
      </Demo>
      <Demo label="默认标签 00:00 · 步长 0.1">
        <Slider aria-label="音量" value={volume} min={0} max={1} step={0.1} onChange={moveVolume} />
      </Demo>
    </Section>
  );
}
