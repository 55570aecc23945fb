/** The driver's initial in a circle of a colour of their own (the table's avatar). */
export function DriverInitial({ name }: { name: string }) {
  const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full text-base font-bold text-white"
      style={{ backgroundColor: `hsl(${hue} 45% 38%)` }}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
