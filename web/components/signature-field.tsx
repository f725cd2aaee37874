import SignaturePad from 'signature_pad';
import { Eraser } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from './ui/button';
import { cn } from '../lib/cn';

/**
 * A drawn signature (finger, stylus or mouse) saved as a PNG data URL. The canvas keeps
 * its drawing when the screen rotates or resizes.
 */
export function SignatureField({
  id,
  value,
  onChange,
  height = 200,
  maxWidth = 600,
  required = false,
  disabled = false,
  invalid = false,
}: {
  id: string;
  value: string | null | undefined;
  onChange: (dataUrl: string | null) => void;
  height?: number;
  maxWidth?: number;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const initialValue = useRef(value);
  const valueRef = useRef(value);
  valueRef.current = value;

  useEffect(() => {
    const canvas = canvasRef.current!;
    const pad = new SignaturePad(canvas, { penColor: '#0f172a', backgroundColor: 'rgba(0,0,0,0)' });
    padRef.current = pad;
    // A signature restored from an image has no strokes to replay, so it is redrawn from its value.
    let fromImage = false;
    const drawValue = (url: string) => void pad.fromDataURL(url, { width: canvas.offsetWidth, height: canvas.offsetHeight });
    const resize = () => {
      // A pad on a hidden tab has no size: resizing it then would leave a 0x0 canvas that signs as "data:,".
      if (!canvas.offsetWidth || !canvas.offsetHeight) return;
      const data = pad.isEmpty() ? null : pad.toData();
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')!.scale(ratio, ratio);
      pad.clear();
      if (fromImage && valueRef.current) drawValue(valueRef.current);
      else if (data) pad.fromData(data);
    };
    resize();
    if (initialValue.current) {
      fromImage = true;
      drawValue(initialValue.current);
    }
    const onEnd = () => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', onEnd);
    window.addEventListener('resize', resize);
    return () => {
      pad.removeEventListener('endStroke', onEnd);
      window.removeEventListener('resize', resize);
      pad.off();
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  // A value cleared from outside (form reset) clears the drawing.
  useEffect(() => {
    if (!value && padRef.current && !padRef.current.isEmpty()) padRef.current.clear();
  }, [value]);

  const clear = () => {
    padRef.current?.clear();
    onChange(null);
  };

  const hint = value ? 'Signature captured' : required ? 'Signature required' : 'Signature optional';
  return (
    <div className="space-y-2" style={{ maxWidth }}>
      <canvas
        id={id}
        ref={canvasRef}
        aria-label="Signature pad: draw your signature"
        data-testid={`${id}-pad`}
        className={cn(
          'w-full touch-none rounded-md border-2 border-dashed bg-white',
          invalid && !value ? 'border-destructive' : 'border-input',
          disabled && 'opacity-60',
        )}
        style={{ height }}
      />
      <div className="flex items-center justify-between gap-2">
        <p className={cn('text-xs', value ? 'text-success' : required ? 'text-destructive' : 'text-muted-foreground')}>{hint}</p>
        <Button variant="outline" size="sm" onClick={clear} disabled={disabled || !value}>
          <Eraser /> Clear
        </Button>
      </div>
    </div>
  );
}
