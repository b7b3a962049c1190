/** What a consultation is about, from `/app/consultation?plan=…` (Plans' Upgrade, Contact Sales). */
export interface ConsultationTopic {
  title: string;
  subtitle: string;
  /** Sent with the lead, so the operator's inbox shows what it is about. */
  source: string;
}

const PLAN_NAMES: Record<string, string> = { pro: 'Pro', business: 'Business' };

export const consultationHref = (plan?: string) =>
  plan ? `/app/consultation?plan=${encodeURIComponent(plan)}` : '/app/consultation';

export function consultationTopic(plan: string | null): ConsultationTopic | null {
  if (plan === 'enterprise') {
    return {
      title: 'Talk to Sales',
      subtitle:
        'Tell us about your team and what you need; the people running this studio will get back to you about a custom plan.',
      source: 'plans:contact-sales',
    };
  }
  const name = plan ? PLAN_NAMES[plan] : undefined;
  if (!name) return null;
  return {
    title: `Upgrade to ${name}`,
    subtitle: `Leave your details and the people running this studio will get back to you to set up the ${name} plan.`,
    source: `plans:upgrade-${plan}`,
  };
}
