import { Stack } from '@mantine/core';
import type { RunStop } from '@courier/contracts';
import { useState, type DragEvent } from 'react';
import { StopCard } from './stop-card';

interface RunListProps {
  stops: RunStop[];
  waitingOrderIds: Set<number>;
  onReorder: (ids: number[]) => void;
  onDeliver: (stop: RunStop) => void;
  onFail: (stop: RunStop) => void;
}

const moved = (ids: number[], from: number, to: number) => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
};

/** The stops in route order: dragged by touch or mouse, or moved with the up/down buttons (keyboard). */
export function RunList({ stops, waitingOrderIds, onReorder, onDeliver, onFail }: RunListProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const ids = stops.map((s) => s.id);
  const drop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index) onReorder(moved(ids, dragged, index));
    setDragged(null);
  };
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {stops.map((stop, index) => (
        <li
          key={stop.id}
          draggable
          onDragStart={() => setDragged(index)}
          onDragOver={(event) => event.preventDefault()}
          onDrop={drop(index)}
        >
          <StopCard
            stop={stop}
            position={index + 1}
            last={index === stops.length - 1}
            waiting={waitingOrderIds.has(stop.id)}
            onMove={(by) => onReorder(moved(ids, index, index + by))}
            onDeliver={() => onDeliver(stop)}
            onFail={() => onFail(stop)}
          />
        </li>
      ))}
    </Stack>
  );
}
