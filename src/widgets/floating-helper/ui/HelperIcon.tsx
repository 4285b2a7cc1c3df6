const paths = {
  // An arrow up to a bar.
  top: ['M5 4h14', 'M12 20V9', 'M7 13l5-5 5 5'],
  // A speech bubble.
  chat: ['M4 5.5h16v10.5H10l-4.5 3.5V16H4z', 'M8.5 10.8h.01', 'M12 10.8h.01', 'M15.5 10.8h.01'],
  // A house.
  home: ['M4 11l8-7 8 7', 'M6 9.5V20h12V9.5', 'M10 20v-5h4v5'],
  // Four squares: the actions' panel.
  more: ['M5 5h5v5H5z', 'M14 5h5v5h-5z', 'M5 14h5v5H5z', 'M14 14h5v5h-5z'],
  // A cross: close the panel.
  close: ['M6 6l12 12', 'M18 6L6 18'],
} as const;

/** Decorative: each button carries its own accessible name. */
export function HelperIcon({ name }: { name: keyof typeof paths }) {
  return (
    <svg className="wk-floating-helper__svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
