import { Avatar, type AvatarProps } from '@mockint/ui';
import { useCandidate } from '@/hooks/use-candidate';

/** The signed-in candidate's avatar, falling back to the first two characters of the full name. */
export function UserAvatar(props: Omit<AvatarProps, 'name' | 'src'>) {
  const { candidate } = useCandidate();
  return <Avatar name={candidate?.fullName} src={candidate?.avatar} {...props} />;
}
