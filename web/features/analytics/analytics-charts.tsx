/**
 * Every recharts chart of the analytics screen. This module is loaded lazily so that
 * recharts (~94 KiB gzip) is fetched only when analytics opens, not with the route chunk.
 */
import { Bar, BarChart, CartesianGrid, Cell, Line, LineChart, ReferenceArea, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { FLOOD_COMPLETION_TARGET, SCORE_BANDS, scoreBand } from '../../../core/rules/analytics';
import { BAND_COLOURS } from './analytics-api';

const AXIS = { fontSize: 12, fill: '#475569' };

/** Assessment scores over time on the 85/70/50 colour bands. */
export function ScoreTimelineChart({ points }: { points: Array<{ label: string; score: number }> }) {
  const bands = SCORE_BANDS.map((b, i) => ({ ...b, to: i === 0 ? 100 : SCORE_BANDS[i - 1]!.from }));
  return (
    <div className="h-64 w-full" role="img" aria-label="Assessment score timeline chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
          {bands.map((b) => (
            <ReferenceArea key={b.band} y1={b.from} y2={b.to} fill={BAND_COLOURS[b.band].hex} fillOpacity={0.08} strokeOpacity={0} ifOverflow="hidden" />
          ))}
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS} />
          <YAxis domain={[0, 100]} ticks={[0, 50, 70, 85, 100]} tick={AXIS} />
          <Tooltip formatter={(v) => [`${String(v)}%`, 'Score']} />
          <Line
            type="monotone"
            dataKey="score"
            stroke="#1d4ed8"
            strokeWidth={2}
            isAnimationActive={false}
            dot={(props: { cx?: number; cy?: number; payload?: { score: number }; index?: number }) => (
              <circle
                key={props.index}
                cx={props.cx}
                cy={props.cy}
                r={5}
                fill={BAND_COLOURS[scoreBand(props.payload?.score ?? 0)].hex}
                stroke="#fff"
                strokeWidth={2}
              />
            )}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Average score per skill category, each bar in its band colour. */
export function SkillsChart({ data }: { data: Array<{ name: string; score: number }> }) {
  return (
    <div className="w-full" style={{ height: Math.max(160, data.length * 52) }} role="img" aria-label="Skills breakdown chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" domain={[0, 100]} tick={AXIS} />
          <YAxis type="category" dataKey="name" width={130} tick={{ ...AXIS, fontSize: 11 }} />
          <Tooltip formatter={(v) => [`${String(v)}%`, 'Average']} />
          <Bar dataKey="score" radius={[0, 4, 4, 0]} isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.name} fill={BAND_COLOURS[scoreBand(d.score)].hex} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Modules completed per week or month of the chosen range. */
export function TrainingActivityChart({ data }: { data: Array<{ label: string; completed: number }> }) {
  return (
    <div className="h-56 w-full" role="img" aria-label="Training activity chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -24 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} domain={[0, (max: number) => Math.max(1, max)]} tick={AXIS} />
          <Tooltip formatter={(v) => [String(v), 'Completed']} />
          <Bar dataKey="completed" fill="#1d4ed8" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The user's completion rate against the 85% target. */
export function CompletionRateChart({ rate }: { rate: number }) {
  const data = [{ name: 'Completion rate', rate }];
  const colour = rate >= FLOOD_COMPLETION_TARGET ? BAND_COLOURS.green.hex : BAND_COLOURS.yellow.hex;
  return (
    <div className="h-24 w-full" role="img" aria-label={`Completion rate ${rate}% against the ${FLOOD_COMPLETION_TARGET}% target`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 16, right: 16, bottom: 0, left: 0 }}>
          <XAxis type="number" domain={[0, 100]} tick={AXIS} unit="%" />
          <YAxis type="category" dataKey="name" hide />
          <Bar dataKey="rate" fill={colour} barSize={22} radius={[0, 4, 4, 0]} background={{ fill: '#f1f5f9' }} isAnimationActive={false} />
          <ReferenceLine
            x={FLOOD_COMPLETION_TARGET}
            stroke="#0f172a"
            strokeDasharray="4 3"
            label={{ value: `Target ${FLOOD_COMPLETION_TARGET}%`, position: 'top', fontSize: 11, fill: '#0f172a' }}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
