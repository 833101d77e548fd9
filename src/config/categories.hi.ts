import type { CategoryMessages } from './categories';

export default {
  'General Health and Wellness': 'सामान्य स्वास्थ्य और तंदुरुस्ती',
  'Disease Prevention and Management': 'रोगों से बचाव और प्रबंधन',
  'Medical Research and Breakthroughs': 'चिकित्सा शोध और नई खोजें',
  'Mental Health and Psychology': 'मानसिक स्वास्थ्य और मनोविज्ञान',
  "Women's Health": 'महिलाओं का स्वास्थ्य',
  "Men's Health": 'पुरुषों का स्वास्थ्य',
  "Children's Health": 'बच्चों का स्वास्थ्य',
  'Aging and Geriatrics': 'बढ़ती उम्र और बुज़ुर्गों की देखभाल',
  'Nutrition and Diet': 'पोषण और आहार',
  'Fitness and Exercise': 'फ़िटनेस और व्यायाम',
  'Alternative Medicine': 'वैकल्पिक चिकित्सा',
  'Medical Technology and Innovation': 'चिकित्सा तकनीक और नवाचार',
  'Medical Procedures and Treatments': 'चिकित्सा प्रक्रियाएँ और उपचार',
  'Pharmaceutical Updates': 'दवाओं से जुड़ी नई जानकारी',
  'Healthcare Industry News': 'स्वास्थ्य सेवा जगत की ख़बरें',
  'Medical Ethics and Legal Issues': 'चिकित्सा नैतिकता और क़ानूनी मुद्दे',
  'Health Policy and Advocacy': 'स्वास्थ्य नीति और जागरूकता',
  'Medical Education and Training': 'चिकित्सा शिक्षा और प्रशिक्षण',
  'Patient Stories and Experiences': 'मरीज़ों की कहानियाँ और अनुभव',
  'Health Tips and Advice': 'स्वास्थ्य सुझाव और सलाह',
} satisfies CategoryMessages;
