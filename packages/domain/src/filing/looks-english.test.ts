import { describe, expect, it } from 'vitest';
import { looksEnglish } from './looks-english';

describe('looksEnglish', () => {
  it('reads English prose as English', () => {
    const text =
      'The committee selected her work for the award because of its impact on the field. She has reviewed papers for several journals and her research on protein folding has been cited by many groups in the United States and abroad, which shows the attention it has received.';
    expect(looksEnglish(text)).toBe(true);
  });

  it('reads French, German and Chinese as not English', () => {
    const french =
      "Le comité a choisi son travail pour le prix en raison de son importance dans le domaine. Elle a évalué des articles pour plusieurs revues et ses recherches sur le repliement des protéines ont été citées par de nombreux groupes en France et à l'étranger, ce qui montre l'attention qu'elles ont reçue.";
    const german =
      'Das Komitee hat ihre Arbeit wegen ihrer Bedeutung für das Fachgebiet für den Preis ausgewählt. Sie hat Artikel für mehrere Zeitschriften begutachtet und ihre Forschung zur Proteinfaltung wurde von vielen Gruppen in Deutschland und im Ausland zitiert, was die Aufmerksamkeit zeigt, die sie erhalten hat.';
    const chinese = '委员会因其在该领域的重要影响而选择了她的工作获得该奖项。'.repeat(10);
    expect(looksEnglish(french)).toBe(false);
    expect(looksEnglish(german)).toBe(false);
    expect(looksEnglish(chinese)).toBe(false);
  });

  it('does not guess from a few words', () => {
    expect(looksEnglish('Certificate of Award 2021')).toBeNull();
  });
});
