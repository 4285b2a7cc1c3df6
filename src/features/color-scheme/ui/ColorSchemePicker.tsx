import { useUnit } from 'effector-react';
import { useId } from 'react';
import { SCHEME_CHOICES, type SchemeChoice } from '@/shared/lib/color-scheme';
import { useGateAfterPaint } from '@/shared/lib/gate';
import { $schemeChoice, SchemePickerGate, schemeChosen } from '../model/color-scheme';
import './color-scheme.css';

const LABELS: Record<SchemeChoice, string> = { system: '跟随系统', light: '浅色', dark: '深色' };

/** 深色模式: 跟随系统 / 浅色 / 深色 as one row of radios; a choice applies at once and stays on this phone. */
export function ColorSchemePicker({ className }: { className?: string }) {
  const [choice, choose] = useUnit([$schemeChoice, schemeChosen]);
  useGateAfterPaint(SchemePickerGate);
  const name = useId();
  return (
    <fieldset className={`wk-scheme${className ? ` ${className}` : ''}`}>
      <legend className="wk-scheme__legend">深色模式</legend>
      <div className="wk-scheme__options">
        {SCHEME_CHOICES.map((value) => (
          <label
            key={value}
            className={choice === value ? 'wk-scheme__option wk-scheme__option--checked' : 'wk-scheme__option'}
          >
            <input
              className="wk-scheme__radio"
              type="radio"
              name={name}
              value={value}
              checked={choice === value}
              onChange={() => choose(value)}
            />
            <span>{LABELS[value]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
