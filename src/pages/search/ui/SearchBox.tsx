import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { $query, queryChanged, submitted } from '../model/search';

/** The search field: results follow typing after a pause, enter searches at once. */
export function SearchBox() {
  const [query, change, submit] = useUnit([$query, queryChanged, submitted]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
    // Closes the phone keyboard so the results can be seen.
    const field = event.currentTarget.elements.namedItem('keywords');
    if (field instanceof HTMLInputElement) field.blur();
  };
  return (
    <search>
      <form className="search-box" action="" onSubmit={onSubmit}>
        <label className="search-box__label" htmlFor="search-keywords">
          搜索课程
        </label>
        <input
          id="search-keywords"
          className="search-box__input"
          name="keywords"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="课程名、讲师"
          value={query}
          onChange={(event) => change(event.target.value)}
        />
      </form>
    </search>
  );
}
