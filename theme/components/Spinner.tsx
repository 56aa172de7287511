/** A loading spinner; its stroke is 20, 18 or 16 units wide for the small, medium and large sizes. */
import { SPINNER_STROKE } from '../../runtime/constants.ts';

const SIZES = { small: 24, medium: 40, large: 56 } as const;

export function Spinner({ size = 'medium', label }: { size?: keyof typeof SIZES; label: string }) {
  return (
    <span className={`spinner spinner-${size}`} role="status">
      <svg viewBox="0 0 200 200" width={SIZES[size]} height={SIZES[size]} aria-hidden="true" focusable="false">
        <circle className="spinner-track" cx="100" cy="100" r="80" fill="none" strokeWidth={SPINNER_STROKE[size]} />
        <circle className="spinner-arc" cx="100" cy="100" r="80" fill="none" strokeWidth={SPINNER_STROKE[size]} strokeLinecap="round" strokeDasharray="150 503" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
