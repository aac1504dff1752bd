import type { HTMLAttributes, ReactNode } from 'react';
import './formColumn.css';

export interface FormColumnProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * What the form acts on, beside it on a wide screen: the deposit's channel and amount, the withdrawal's balance
   * and limits. Desktop only: the phone already shows the same facts in the page's own flow.
   */
  summary?: ReactNode;
  children?: ReactNode;
}

/**
 * The column every form page stands in (docs/design.md "Form pages"): on desktop the forms in a column of about
 * 560 px, their buttons as wide as the form, and the page's summary beside it (`summary`, or a child marked
 * `form-column__side`: a block the phone shows in its flow and desktop moves beside the form). On the phone the
 * column draws nothing of its own: the page flows exactly as before.
 */
export function FormColumn({ summary, children, className, ...rest }: FormColumnProps) {
  return (
    <div className={className ? `form-column ${className}` : 'form-column'} {...rest}>
      {children}
      {summary !== undefined && <div className="form-column__summary">{summary}</div>}
    </div>
  );
}
