import type { CandidateSignUpRequest, MessageResponse } from '@talentdeck/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';

/** POST /api/candidate-app/sign-up: emails a verification link to /emailverification/{key}. */
export const signUpCandidate = (body: CandidateSignUpRequest) => api.post<MessageResponse>('/candidate-app/sign-up', body);

export const useSignUpCandidate = () => useMutation({ mutationFn: signUpCandidate });

/** The path's spelling ('Verfication') is the contract's, kept as is. */
export const resendVerification = (email: string) => api.post<MessageResponse>('/user/resendVerficationCode', { email });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
