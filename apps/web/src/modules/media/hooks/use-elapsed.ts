// Whether `ms` have passed since the view appeared (the podcast portal's 10 s load timeout).
import { useEffect, useState } from 'react';

export function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}
