import LogoSvg from './logo.svg';

// Drawn by react-native-svg from the file's markup, compiled by the Metro transformer.
export function Logo() {
  return <LogoSvg accessibilityLabel="Acme" height={48} width={48} />;
}
