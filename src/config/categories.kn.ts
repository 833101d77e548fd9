import type { CategoryMessages } from './categories';

export default {
  'General Health and Wellness': 'ಸಾಮಾನ್ಯ ಆರೋಗ್ಯ ಮತ್ತು ಸ್ವಾಸ್ಥ್ಯ',
  'Disease Prevention and Management': 'ರೋಗ ತಡೆ ಮತ್ತು ನಿರ್ವಹಣೆ',
  'Medical Research and Breakthroughs': 'ವೈದ್ಯಕೀಯ ಸಂಶೋಧನೆ ಮತ್ತು ಹೊಸ ಆವಿಷ್ಕಾರಗಳು',
  'Mental Health and Psychology': 'ಮಾನಸಿಕ ಆರೋಗ್ಯ ಮತ್ತು ಮನೋವಿಜ್ಞಾನ',
  "Women's Health": 'ಮಹಿಳೆಯರ ಆರೋಗ್ಯ',
  "Men's Health": 'ಪುರುಷರ ಆರೋಗ್ಯ',
  "Children's Health": 'ಮಕ್ಕಳ ಆರೋಗ್ಯ',
  'Aging and Geriatrics': 'ವೃದ್ಧಾಪ್ಯ ಮತ್ತು ಹಿರಿಯರ ಆರೈಕೆ',
  'Nutrition and Diet': 'ಪೋಷಣೆ ಮತ್ತು ಆಹಾರ',
  'Fitness and Exercise': 'ದೈಹಿಕ ಸಾಮರ್ಥ್ಯ ಮತ್ತು ವ್ಯಾಯಾಮ',
  'Alternative Medicine': 'ಪರ್ಯಾಯ ವೈದ್ಯಕೀಯ',
  'Medical Technology and Innovation': 'ವೈದ್ಯಕೀಯ ತಂತ್ರಜ್ಞಾನ ಮತ್ತು ನಾವೀನ್ಯತೆ',
  'Medical Procedures and Treatments': 'ವೈದ್ಯಕೀಯ ಪ್ರಕ್ರಿಯೆಗಳು ಮತ್ತು ಚಿಕಿತ್ಸೆಗಳು',
  'Pharmaceutical Updates': 'ಔಷಧಗಳ ಕುರಿತ ಹೊಸ ಮಾಹಿತಿ',
  'Healthcare Industry News': 'ಆರೋಗ್ಯ ಸೇವಾ ಕ್ಷೇತ್ರದ ಸುದ್ದಿ',
  'Medical Ethics and Legal Issues': 'ವೈದ್ಯಕೀಯ ನೈತಿಕತೆ ಮತ್ತು ಕಾನೂನು ವಿಷಯಗಳು',
  'Health Policy and Advocacy': 'ಆರೋಗ್ಯ ನೀತಿ ಮತ್ತು ಜಾಗೃತಿ',
  'Medical Education and Training': 'ವೈದ್ಯಕೀಯ ಶಿಕ್ಷಣ ಮತ್ತು ತರಬೇತಿ',
  'Patient Stories and Experiences': 'ರೋಗಿಗಳ ಕಥೆಗಳು ಮತ್ತು ಅನುಭವಗಳು',
  'Health Tips and Advice': 'ಆರೋಗ್ಯ ಸಲಹೆಗಳು',
} satisfies CategoryMessages;
