/** A full reload, the spec's way back from a failed job or a lost connection; its own module so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
