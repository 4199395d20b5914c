/** Public entry of the notice module: what other modules may use (sending messages to users). */
export { sendMessage, sendMessages, type MessageRecipients, type SendMessageInput, type SentMessages } from './msg.service.js';
