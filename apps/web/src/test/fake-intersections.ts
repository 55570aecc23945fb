/** The browser's IntersectionObserver for tests, told by the test when a box comes near. */
export class FakeIntersections {
  static live: FakeIntersections[] = [];
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersections.live.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve(target: Element) {
    const at = this.targets.indexOf(target);
    if (at >= 0) this.targets.splice(at, 1);
  }
  disconnect() {
    FakeIntersections.live = FakeIntersections.live.filter((o) => o !== this);
  }
  static comeNear(isIntersecting = true, only?: (target: Element) => boolean) {
    for (const observer of [...FakeIntersections.live])
      observer.callback(
        observer.targets
          .filter((target) => !only || only(target))
          .map((target) => ({ isIntersecting, target })),
      );
  }
}
