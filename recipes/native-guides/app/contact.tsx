import {router, Stack} from 'expo-router';
import {ContactForm} from '../src/keyboard/ContactForm';
import {FormScreen} from '../src/keyboard/FormScreen';

// This screen keeps the stack's header, which pads itself for the status bar.
export default function Contact() {
  return (
    <>
      <Stack.Screen options={{headerShown: true, title: 'Write to us'}} />
      <FormScreen>
        <ContactForm onSend={() => router.back()} />
      </FormScreen>
    </>
  );
}
