import type { ComponentAdminMessages } from './adminMessages';

export default {
  imageWrongType: 'ದಯವಿಟ್ಟು JPEG, PNG, WebP ಅಥವಾ GIF ಚಿತ್ರವನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
  imageTooLarge: 'ಈ ಚಿತ್ರ 5 MB ಗಿಂತ ದೊಡ್ಡದಿದೆ. ದಯವಿಟ್ಟು ಚಿಕ್ಕ ಚಿತ್ರವನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
  uploadFailed: (noun: string) => `${noun} ಅಪ್‌ಲೋಡ್ ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸಂಪರ್ಕ ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.`,
  uploadUnavailable: 'ಚಿತ್ರ ಅಪ್‌ಲೋಡ್‌ಗೆ Storage ಎಮ್ಯುಲೇಟರ್ ಬೇಕು, ಅದು ಈ ಯಂತ್ರದಲ್ಲಿ ಆರಂಭವಾಗುವುದಿಲ್ಲ. ಉಳಿದೆಲ್ಲವೂ ಕೆಲಸ ಮಾಡುತ್ತದೆ; ಚಿತ್ರವಿಲ್ಲದೆಯೂ ಲೇಖನಗಳನ್ನು ಉಳಿಸಬಹುದು.',
  uploadProgress: (label: string) => `${label} ಅಪ್‌ಲೋಡ್`,
} satisfies ComponentAdminMessages;
