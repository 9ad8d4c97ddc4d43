/** 9820012345 as 98xxxxxx45: enough for the customer to know their number, not a stranger. */
export const maskedPhone = (phone: string) => `${phone.slice(0, 2)}${"x".repeat(Math.max(0, phone.length - 4))}${phone.slice(-2)}`;
