import { Button, Group, Input, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';

const height = 180;

/** A white ground: the PNG reads the same on any page colour. */
function whiten(c: HTMLCanvasElement, ctx: CanvasRenderingContext2D) {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, c.width, c.height);
  ctx.restore();
}

/**
 * The receiver signs on the screen with a finger (pointer events: touch, pen or mouse). Each stroke ends
 * with the drawing exported as a PNG for `onChange`; "Clear" (a button, so the keyboard reaches it) starts
 * again and gives null. Loaded only inside the deliver dialog (decision 065).
 */
export function SignaturePad({ onChange, error }: { onChange: (png: Blob | null) => void; error?: string }) {
  const { t } = useTranslation('captain');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [signed, setSigned] = useState(false);

  const context = () => canvas.current?.getContext('2d') ?? null;

  useEffect(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    // Drawn at the screen's pixel density so the exported signature is sharp.
    const ratio = window.devicePixelRatio || 1;
    c.width = Math.round(c.clientWidth * ratio);
    c.height = Math.round(height * ratio);
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#111';
    whiten(c, ctx);
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const start = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = context();
    if (!ctx) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 0.1, y + 0.1);
    ctx.stroke();
  };
  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = context();
    if (!drawing.current || !ctx) return;
    const { x, y } = point(event);
    ctx.lineTo(x, y);
    ctx.stroke();
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    setSigned(true);
    canvas.current?.toBlob((png) => onChange(png), 'image/png');
  };
  const clear = () => {
    const c = canvas.current;
    const ctx = context();
    if (c && ctx) whiten(c, ctx);
    setSigned(false);
    onChange(null);
  };

  return (
    <Input.Wrapper label={t('signature.label')} description={t('signature.hint')} error={error}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={signed ? t('signature.signed') : t('signature.empty')}
        data-testid="signature-pad"
        style={{
          display: 'block',
          width: '100%',
          height,
          touchAction: 'none',
          border: '1px solid var(--mantine-color-gray-5)',
          borderRadius: 'var(--mantine-radius-sm)',
          background: '#fff',
          marginBlockStart: 4,
        }}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed" aria-live="polite">
          {signed ? t('signature.signed') : t('signature.empty')}
        </Text>
        <Button variant="default" size="compact-sm" onClick={clear} disabled={!signed}>
          {t('signature.clear')}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
