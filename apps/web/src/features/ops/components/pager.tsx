/** First page / next page under a list paged by cursor on the server. */
import { useEventsTexts } from '../model/events-texts';
import ops from './ops.module.css';

export function Pager({
  walked,
  next,
  onFirst,
  onNext,
}: {
  walked: number;
  next: string | null;
  onFirst: () => void;
  onNext: (cursor: string) => void;
}) {
  const { texts } = useEventsTexts();
  return (
    <div className={ops.row}>
      {walked > 1 && (
        <button type="button" className={ops.secondary} onClick={onFirst}>
          {texts.list.first}
        </button>
      )}
      {next && (
        <button type="button" className={ops.secondary} onClick={() => onNext(next)}>
          {texts.list.next}
        </button>
      )}
    </div>
  );
}
