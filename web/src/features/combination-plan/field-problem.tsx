/** A control's refusal from the server, under the control it belongs to; `id` is what the control's aria-describedby names. */
export function FieldProblem({ id, problem }: { id: string; problem?: string | null }) {
  if (!problem) return null;
  return (
    <p className="plan-field__problem" id={id} role="alert">
      {problem}
    </p>
  );
}
