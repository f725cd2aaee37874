import { BookOpen, ClipboardCheck, Gift, GraduationCap, Scale, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import { GUIDELINE_CATEGORY_LABELS, type GuidelineCategory } from '../../../core/contracts/content';

const ICONS: Record<GuidelineCategory, LucideIcon> = {
  hr: Users,
  security: ShieldCheck,
  development: GraduationCap,
  policy: ClipboardCheck,
  benefits: Gift,
  compliance: Scale,
};

const isKnown = (category: string): category is GuidelineCategory => category in ICONS;

/** Icon by category; unknown categories get the generic one (docs/product.md#content). */
export function categoryIcon(category: string): LucideIcon {
  return isKnown(category) ? ICONS[category] : BookOpen;
}

export function categoryLabel(category: string): string {
  return isKnown(category) ? GUIDELINE_CATEGORY_LABELS[category] : category;
}
