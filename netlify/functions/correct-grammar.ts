// POST /.netlify/functions/correct-grammar {content} -> {correctedContent}; signed-in users only.
import { netlifyCorrectGrammar } from '../../helpers/netlify-entry';

export default netlifyCorrectGrammar;
