import { describe, expect, it, rs } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

const banks = [
  { name: '中国银行', value: 1 },
  { name: '招商银行', value: 2 },
];

describe('Select', () => {
  it('shows the disabled 请选择 placeholder while nothing is chosen', () => {
    render(<Select label="开户银行" options={banks} value={null} onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: '开户银行' }) as HTMLSelectElement;
    const placeholder = screen.getByRole('option', { name: '请选择' }) as HTMLOptionElement;
    expect(placeholder.selected).toBe(true);
    expect(placeholder.disabled).toBe(true);
    expect(select.options).toHaveLength(3);
  });

  it('hands back the chosen option value with its type', async () => {
    const onChange = rs.fn();
    render(<Select label="开户银行" options={banks} value={undefined} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '开户银行' }), '招商银行');
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('shows the chosen value without a placeholder', () => {
    render(
      <Select
        aria-label="性别"
        options={[
          { name: '男', value: 'm' },
          { name: '女', value: 'f' },
        ]}
        value="f"
        onChange={() => {}}
      />,
    );
    expect((screen.getByRole('option', { name: '女' }) as HTMLOptionElement).selected).toBe(true);
    expect(screen.queryByRole('option', { name: '请选择' })).toBeNull();
  });

  it('takes a custom placeholder and can be disabled', () => {
    render(<Select label="分类" options={banks} value={null} placeholder="全部分类" disabled onChange={() => {}} />);
    expect(screen.getByRole('option', { name: '全部分类' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '分类' })).toHaveProperty('disabled', true);
  });
});
