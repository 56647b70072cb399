import { useQuery } from '@tanstack/react-query';
import { publicConfigQuery } from './public-config';

/**
 * Which captcha the server expects; undefined while unknown. If the config cannot be read the
 * widget is left out: the server still decides, and its answer is shown to the user.
 */
export function useCaptchaProvider(): 'altcha' | 'none' | undefined {
  const config = useQuery(publicConfigQuery);
  if (config.isPending) return undefined;
  if (config.isError) return 'none';
  return config.data.captchaProvider;
}
