import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_MESSAGES,
  chatStartRequestSchema,
  interviewRequestSchema,
  interviewUpdateSchema,
  isInterviewUrl,
} from './schemas/conversations.js';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the Remote interview link', () => {
  it('accepts http(s) links with a dotted host, and nothing else', () => {
    for (const ok of ['https://meet.example.com/abc', 'http://zoom.us/j/123?pwd=x', 'https://teams.microsoft.com:443/l/x#y'])
      expect(isInterviewUrl(ok), ok).toBe(true);
    for (const bad of [
      'meet.example.com',
      'https://',
      'https://localhost/x',
      'javascript:alert(1)',
      'ftp://a.b/c',
      'https://a b.com',
    ])
      expect(isInterviewUrl(bad), bad).toBe(false);
  });
});

describe('the interview request', () => {
  const base = { date: '2027-01-15', startTime: '10:30', endTime: '45', interviewType: 'In-office', location: 'Berlin' };

  it('takes the duration as text or number, from the allowed durations only', () => {
    expect(interviewRequestSchema.parse(base).endTime).toBe(45);
    expect(interviewRequestSchema.parse({ ...base, endTime: 180 }).endTime).toBe(180);
    expect(messagesOf(interviewRequestSchema.safeParse({ ...base, endTime: '40' })).endTime).toBe(CONVERSATION_MESSAGES.duration);
  });

  it('needs a valid link for Remote (Enter valid url) and an office for In-office', () => {
    expect(messagesOf(interviewRequestSchema.safeParse({ ...base, interviewType: 'Remote', location: undefined })).link).toBe(
      'Enter valid url',
    );
    expect(messagesOf(interviewRequestSchema.safeParse({ ...base, location: '  ' })).location).toBe(
      CONVERSATION_MESSAGES.locationRequired,
    );
  });

  it('refuses malformed dates and times', () => {
    expect(messagesOf(interviewRequestSchema.safeParse({ ...base, date: '15/01/2027' })).date).toBe(
      CONVERSATION_MESSAGES.dateFormat,
    );
    expect(messagesOf(interviewRequestSchema.safeParse({ ...base, startTime: '24:00' })).startTime).toBe(
      CONVERSATION_MESSAGES.timeFormat,
    );
  });

  it('updates either the status or the deletion, never both or neither', () => {
    expect(interviewUpdateSchema.safeParse({ interviewsstatus: 'Completed' }).success).toBe(true);
    expect(interviewUpdateSchema.safeParse({ isDeleted: true }).success).toBe(true);
    expect(interviewUpdateSchema.safeParse({}).success).toBe(false);
    expect(interviewUpdateSchema.safeParse({ interviewsstatus: 'Completed', isDeleted: true }).success).toBe(false);
    expect(interviewUpdateSchema.safeParse({ interviewsstatus: 'new' }).success).toBe(false);
  });
});

describe('a message', () => {
  const ids = {
    candidateId: '00000000-0000-4000-8000-000000000001',
    companyId: '00000000-0000-4000-8000-000000000002',
    jobApplicationId: '00000000-0000-4000-8000-000000000003',
  };
  it('is stored exactly as sent, not blank and at most 5,000 characters', () => {
    expect(chatStartRequestSchema.parse({ ...ids, content: '  <b>hi</b>\n' }).content).toBe('  <b>hi</b>\n');
    for (const content of ['', ' \n\t ', 'x'.repeat(5001)])
      expect(chatStartRequestSchema.safeParse({ ...ids, content }).success).toBe(false);
    expect(chatStartRequestSchema.safeParse({ ...ids, content: 'x'.repeat(5000) }).success).toBe(true);
  });
});
