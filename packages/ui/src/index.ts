export { cn } from './lib/cn';
export { Button, IconButton, type ButtonProps, type IconButtonProps } from './components/button';
export { buttonVariants } from './components/button-variants';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './components/card';
export { Badge, badgeVariants, type BadgeProps } from './components/badge';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogFooter,
  type DialogContentProps,
} from './components/dialog';
export {
  AlertDialog,
  AlertDialogTrigger,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogAction,
  AlertDialogCancel,
} from './components/alert-dialog';
export { Sheet, SheetTrigger, SheetClose, SheetContent } from './components/sheet';
export { Tooltip, TooltipProvider, TooltipRoot, TooltipTrigger, TooltipContent } from './components/tooltip';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuGroup,
} from './components/dropdown-menu';
export {
  Select,
  SelectGroup,
  SelectValue,
  SelectTrigger,
  SelectContent,
  SelectItem,
} from './components/select';
export { Input, Textarea } from './components/input';
export { Label, type LabelProps } from './components/label';
export { Checkbox } from './components/checkbox';
export { RadioGroup, RadioGroupItem, RadioGroupIndicator } from './components/radio-group';
export { Progress, type ProgressProps } from './components/progress';
export { InlineSkeleton, Skeleton } from './components/skeleton';
export { Spinner, type SpinnerProps } from './components/spinner';
export {
  Table,
  TableHeader,
  TableBody,
  TableRow,
  TableHead,
  TableCell,
  TableCaption,
} from './components/table';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/tabs';
export { Avatar, avatarFallbackText, type AvatarProps } from './components/avatar';
export { VisuallyHidden } from './components/visually-hidden';
export { Separator } from './components/separator';
