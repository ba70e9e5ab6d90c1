// POST /.netlify/functions/translate {title, content, targetLang} -> {translatedTitle, translatedContent}
import { netlifyTranslate } from '../../helpers/netlify-entry';

export default netlifyTranslate;
