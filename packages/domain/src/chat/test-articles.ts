/**
 * Site articles for the tests: verbatim excerpts of content/faq.md and three blog posts, as the server would
 * pass them (front matter included). The RFE post's statistics table and trend sentences test that approval
 * figures are never quoted. Domain tests do no file I/O, so the text is copied here; keep it in step loosely,
 * the tests assert behaviour, not these exact words.
 */
import type { ChatArticle } from './schema';

const FAQ = `---
title: "Frequently asked questions"
description: "Answers about EB-1A and EB-2 NIW eligibility, the petition process, Acclaim's plans, refunds, privacy, AI and working with attorneys."
---
## Eligibility
### What is the difference between EB-1A and EB-2 NIW?
Both are employment-based green card routes that a person can pursue without an employer's labor certification, but they test different things.

- **EB-1A (extraordinary ability)** is for people who have risen to the very top of their field. The statute, INA 203(b)(1)(A), requires extraordinary ability shown by sustained national or international acclaim, an intention to continue working in the field in the United States, and a prospective substantial benefit to the United States. The regulation is 8 C.F.R. § 204.5(h).
- **EB-2 NIW (national interest waiver)** starts from the EB-2 category, which requires an advanced degree or exceptional ability (8 C.F.R. § 204.5(k)). The waiver removes the job offer and labor certification requirements if the petitioner meets the three-prong test in *Matter of Dhanasar*, 26 I&N Dec. 884 (AAO 2016).

EB-1A asks whether you are already at the top of your field. The NIW asks whether your specific proposed endeavor is important and whether you are well placed to advance it. For a longer comparison, see [EB-2 NIW vs EB-1A](/blog/eb2-niw-vs-eb1a).

### Do I need a job offer or an employer to sponsor me?
Not for either route, although each has conditions.

For **EB-1A**, 8 C.F.R. § 204.5(h)(1) allows the person, or anyone on their behalf, to file the petition, and 8 C.F.R. § 204.5(h)(5) says neither a job offer nor a labor certification is required. The petition must still include clear evidence that you are coming to continue work in your area of expertise, for example letters from prospective employers, contracts, or your own detailed statement of plans.

For **EB-2 NIW**, the waiver itself removes the job offer and labor certification requirements, which is why the third *Dhanasar* prong asks whether waiving them would, on balance, benefit the United States.

### How many of the EB-1A criteria do I need to meet?
Under 8 C.F.R. § 204.5(h)(3), you need either a one-time achievement (a major, internationally recognized award) or evidence that meets at least three of the ten listed criteria.

Meeting three criteria is not the end of the review. Since *Kazarian v. USCIS*, 596 F.3d 1115 (9th Cir. 2010), USCIS first counts the criteria met and then makes a **final merits determination**: whether the record as a whole shows sustained national or international acclaim and that you are among the small percentage at the very top of your field. Our article on [Kazarian's two steps](/blog/kazarian-final-merits) explains this in detail.

### What are the three Dhanasar prongs for a national interest waiver?
Under *Matter of Dhanasar*, 26 I&N Dec. 884 (AAO 2016), USCIS may, in its discretion, grant the waiver if you show that:

1. your proposed endeavor has both **substantial merit and national importance**;
2. you are **well positioned to advance** the endeavor; and
3. on balance, it would **benefit the United States to waive** the job offer and labor certification requirements.

You must first qualify for EB-2. The first prong looks at your specific endeavor, not your field in general. See [the Dhanasar test](/blog/dhanasar-three-prongs) for the factors under each prong.

### Do I need an advanced degree to apply for a national interest waiver?
You need to qualify for EB-2 in one of two ways. The first is an **advanced degree**: a U.S. degree above a bachelor's (or a foreign equivalent), or a U.S. bachelor's (or foreign equivalent) followed by at least five years of progressive, post-degree experience in the specialty. The second is **exceptional ability**, shown by at least three of six criteria in 8 C.F.R. § 204.5(k)(3)(ii), such as an academic record in the area, ten years of full-time experience, a professional licence, high remuneration, membership in professional associations, or recognition for significant contributions.

Since USCIS Policy Alert PA-2025-03 (Jan. 15, 2025), according to practitioner summaries, officers check these points more strictly: the experience must be post-degree and in the specialty, and exceptional ability must relate to the proposed endeavor.

### Can an early-career researcher show "sustained" acclaim?
It is possible. According to the USCIS Policy Manual, Vol. 6, Part F, Ch. 2, as quoted in AAO decisions, "sustained" is not an age limit and there is no fixed time frame, so a young or early-career person can show it. The acclaim must, however, be maintained: in one 2025 AAO decision, a business consultant's loss of prominence after an earlier peak (the best evidence dated from 2015 to 2018) weighed against the petition.

The bar remains high. The EB-1A definition in 8 C.F.R. § 204.5(h)(2) is aimed at people already at the top of their field, not those progressing towards it. The NIW does not ask whether you are at the very top of your field, so it is worth comparing the two routes.

## The petition process
### Who signs and files the petition?
Form I-140 is filed with USCIS. For EB-1A, 8 C.F.R. § 204.5(h)(1) allows the person, or anyone on their behalf, to file, so self-petitions are allowed. The petitioner signs the form under penalty of perjury.

Acclaim does not file anything with USCIS for you and does not represent you. You, or your attorney, review the petition, sign it and file it.

### What goes into a typical petition package?
Practitioner guidance commonly describes this order:

- optional Form G-1145 for e-notification of acceptance, and Form G-28 if an attorney represents you;
- the signed Form I-140 with the correct fees, and Form I-907 if you request premium processing;
- identity and status documents, and degree records;
- the petition letter, which sets out the legal standard and argues each criterion or prong;
- recommendation letters, each usually followed by the writer's CV;
- exhibits grouped by criterion or prong, with certified translations where needed, and an exhibit index.

For NIW petitions, reports state that a completed Form ETA-9089 with Appendix A is included (it is not certified by the Department of Labor for an NIW). The exact document list in the Federal Register notice of Jan. 14, 2025 was not confirmed in our sources, so check the current Form I-140 instructions.

### Can I add evidence after I file?
Generally, no evidence created after filing can establish eligibility. Under 8 C.F.R. § 103.2(b)(1) and (12) and *Matter of Katigbak*, 14 I&N Dec. 45 (Reg'l Comm'r 1971), you must be eligible when you file. A response to a request for evidence should show that you were eligible when you filed.

Evidence that USCIS requested but that is first produced on appeal is generally not considered (*Matter of Soriano*, 19 I&N Dec. 764 (BIA 1988)). It is worth assembling a complete record before you file.

### What are the USCIS fees for Form I-140?
As of the latest sources we reviewed, and subject to change:

- **Filing fee:** $715, under the fee rule effective April 1, 2024.
- **Asylum Program Fee:** introduced April 1, 2024 and paid with the I-140: $600 standard, $300 for employers with 25 or fewer full-time-equivalent employees, and $0 for nonprofit and government research organizations. **For self-petitioners the amount is uncertain:** USCIS guidance from September 2024, as reproduced by practitioners, points to the reduced $300, while an earlier report said $600.

The filing fee and the Asylum Program Fee are paid as separate payments using the same method. Wrong fees, or leaving the fee questions in Part 1 of the form blank, lead to rejection; USCIS reported an "unusually high number" of I-140 rejections after April 2024. Always check the current fees on the USCIS website before filing.

### How does premium processing work for these categories?
Premium processing is requested with Form I-907. According to the final rule at 91 FR 1059 (Jan. 12, 2026), the fee is **$2,965 for requests postmarked on or after March 1, 2026**. Practitioner sources state the processing timeframes as 15 business days for EB-1A and 45 business days for EB-2 NIW. If USCIS misses the timeframe, it refunds the premium fee and continues expedited handling; a request for evidence or a notice of intent to deny stops the clock. Premium processing speeds up the decision; it does not change the standard applied.

### Do documents in other languages need translations?
Yes. Under 8 C.F.R. § 103.2(b)(3), each foreign-language document needs a complete English translation with the translator's certification that it is complete and accurate and that the translator is competent to translate. AAO decisions give partial translations no weight.

### What happens if USCIS has doubts about my evidence?
Under *Matter of Chawathe*, 25 I&N Dec. 369 (AAO 2010), you must show eligibility by a preponderance of the evidence, meaning your claim is more likely than not true. If an officer can articulate a material doubt, the officer may issue a request for evidence (RFE); if the claim is probably not true, the officer may deny the petition. Our article on [why RFEs are rising](/blog/rfe-increase) covers common causes and how to prevent them.

### Will Acclaim tell me my chances of approval?
No. Acclaim never states an approval probability. The eligibility assessment gives each of the ten EB-1A criteria and each of the three *Dhanasar* prongs a strength level, with the reasons for it, the gaps and suggested next steps, so you can judge the evidence yourself.
`;

const KAZARIAN = `---
title: "Kazarian's two steps: why meeting three criteria is not enough"
summary: "Why an EB-1A petition that meets three of the ten criteria can still be denied: the Kazarian two-step review, the final merits determination and the preponderance standard."
date: 2026-11-11
tags: [eb-1a, kazarian, final-merits, evidence]
author: Acclaim Editorial Team
---
Many people preparing an EB-1A petition start with a checklist: find three of the ten regulatory criteria, gather evidence for each, and file. The checklist is a fair starting point, but it describes only half of the review. Since *Kazarian v. USCIS*, 596 F.3d 1115 (9th Cir. 2010), USCIS has reviewed EB-1A petitions in two steps. The first asks whether the evidence meets at least three criteria. The second, the final merits determination, asks whether the record as a whole shows the level of acclaim the classification requires. This article explains both steps, what the final merits review looks at according to the Policy Manual passages quoted in AAO decisions, and how the preponderance of the evidence standard from *Matter of Chawathe* applies throughout.

## What the statute and regulation require

The starting point is the statute. INA 203(b)(1)(A) requires three things: extraordinary ability in the sciences, arts, education, business, or athletics, demonstrated by sustained national or international acclaim and achievements recognized in the field through extensive documentation; that the person seeks to enter the United States to continue work in that area; and that the person's entry will substantially benefit the United States prospectively. AAO decisions restate these elements in nearly every EB-1A appeal.

The regulation fills in the detail. 8 C.F.R. § 204.5(h)(2) defines extraordinary ability as a level of expertise indicating that the person is one of the small percentage who have risen to the very top of the field. 8 C.F.R. § 204.5(h)(3) then sets out the initial evidence: either a one-time achievement, meaning a major, internationally recognized award, or evidence meeting at least three of the ten criteria in (h)(3)(i) to (x). Where a criterion does not readily apply to the occupation, 8 C.F.R. § 204.5(h)(4) allows comparable evidence.

The definition and the criteria do different jobs. The criteria are a list of the kinds of evidence a petitioner may offer. The definition, together with the statute's "sustained national or international acclaim", is the standard the evidence must ultimately meet. The two-step review is the method for connecting them.

## Kazarian v. USCIS

The petitioner in *Kazarian* was a theoretical physicist, an Armenian national, whose petition was filed on December 31, 2003. The Ninth Circuit separated two questions that the agency had been running together:

1. whether the evidence meets at least three of the regulatory criteria; and
2. whether the evidence, taken as a whole, shows the required level of expertise.

The court held that USCIS and the AAO may not "unilaterally impose novel substantive or evidentiary requirements" beyond those in 8 C.F.R. § 204.5. For example, according to a NAFSA summary of the case, the agency could not require evidence of the research community's reaction to a petitioner's articles as a condition of the scholarly-articles criterion; that kind of assessment belongs in the final merits step. The court still affirmed the denial of the petition. Kazarian is often cited by petitioners for its limit on added requirements, but it also describes the EB-1 rules as "extremely restrictive".

A practical point on citation: at least one 2025 AAO decision misprints the case as "593 F.3d 1115". The correct citation is 596 F.3d 1115.

### How USCIS adopted the two steps

USCIS adopted the two-part approach in Policy Memorandum PM-602-0005.1 of December 22, 2010. Part one counts the evidence that meets the regulatory parameters of each criterion. Part two is the final merits determination on whether the petitioner has the required high level of expertise. Later, in *Amin v. Mayorkas*, 24 F.4th 383 (5th Cir. 2022), the Fifth Circuit held the two-step analysis consistent with the statute and regulation, while also holding that a total failure to consider important evidence is a ground to set a decision aside. District courts apply the same approach, for example in *Rijal v. USCIS*, 772 F. Supp. 2d 1339 (W.D. Wash. 2011), aff'd 683 F.3d 1030 (9th Cir. 2012).

### The older view

Before *Kazarian*, at least one court took a different line. In *Buletini v. INS*, 860 F. Supp. 1222 (E.D. Mich. 1994), the court held that once a petitioner meets three criteria, the person should be treated as qualified unless the agency gives specific, substantiated reasons otherwise. Post-*Kazarian* courts have followed the two-step approach instead, so *Buletini* is best read as history.

## The two steps side by side

| | Step 1: criteria | Step 2: final merits |
|---|---|---|`;

const RFE = `---
title: "Why RFEs are rising for EB-1A and NIW petitions — and how to avoid one"
summary: "What RFEs and NOIDs are, what secondary analyses say about falling approval rates, and the five avoidable causes of requests for evidence, with concrete fixes for each."
date: 2026-11-06
tags: [eb-1a, niw, rfe]
author: Acclaim Editorial Team
---
Secondary analyses of USCIS data show approval rates for EB-1A and EB-2 National Interest Waiver (NIW) petitions falling. Official figures for requests for evidence were not among our sources, but the reasons petitions draw them are well documented in appeal decisions and practitioner writing. Some of what drives this is out of any petitioner's control. A good part of it, though, comes down to how petitions are put together: claims that go further than the evidence, letters that could have been written about anyone, packets that bury the strong exhibits, and credentials that do not hold up when an officer looks at them. This post explains what an RFE is, what the available numbers do and do not show, and how to prevent each of the common causes before you file.

## What an RFE and a NOID are

In most administrative immigration proceedings, including these petitions, the standard is the preponderance of the evidence. The petitioner has to show that each element of eligibility is "more likely than not" true. Under Matter of Chawathe, 25 I&N Dec. 369 (AAO 2010), an officer who can articulate a material doubt may issue a request for evidence (RFE). If the officer concludes the claim is probably not true, the officer may deny. A notice of intent to deny (NOID) is what its name says: notice that the officer currently plans to deny, with a chance to respond first.

Three practical points follow:

- **The evidence must have existed when you filed.** An RFE response can document facts that were already true on the filing date. It cannot establish eligibility with achievements that came later (8 C.F.R. § 103.2(b)(1), (12); Matter of Katigbak, 14 I&N Dec. 45 (Reg'l Comm'r 1971)). For NIW petitions, AAO decision summaries describe a business plan submitted after filing as an impermissible material change to the proposed endeavor.
- **The RFE response is the moment to submit.** Evidence that USCIS asked for in an RFE but that was first produced on appeal is generally not considered (8 C.F.R. § 103.2(b)(11); Matter of Soriano, 19 I&N Dec. 764 (BIA 1988)).
- **An RFE costs time even under premium processing.** Practitioner sources report that an RFE or NOID stops the premium processing clock.

## What the numbers say, and what they do not

We have not found official USCIS tables of RFE rates, and our sources did not include official approval-rate tables either. The figures below all come from secondary analyses, which differ in method. Some compute rates against receipts, which counts pending cases as not approved. Others come from private trackers with their own samples. Treat them as signs of a trend, not as precise measures. None of them is a prediction for any individual petition.

| Period | Figure | Source type and caveat |
|---|---|---|
| FY2023 to FY2024 | EB-1A approvals 70.50% to 60.65%; denials 19.35% to 23.32% | One law firm's calculation from a December 2024 USCIS release, computed against receipts |
| FY2023 to FY2024 | EB-2 NIW approvals 79.99% to 43.31%, with 38.98% still pending; denials 16.65% to 17.71% | Same analysis. The large pending share pulls the approval rate down |
| Q1 FY2025 | 7,338 EB-1A petitions received, up 56% from 4,704 the quarter before | A data aggregator's summary |
| Q2 FY2025 | A USCIS figure of 67% for NIW approvals, as cited | A newsletter citing USCIS |
| Q3 FY2025 | EB-1A 66.6%, NIW 54% | A forum post citing two private firms' analyses |
| July-August 2025 | NIW around 31%, EB-1A around 50% (August) | A private tracker; its method is not described in our sources |

Note the NIW rows. The denial rate barely moved between FY2023 and FY2024, while the pending share was large. That may reflect a backlog as much as stricter decisions, and the analysis cannot tell the two apart. Our sources do not establish the causes, so we will not claim to know them. What they do record is policy guidance that asks officers to check particular points. For NIW, USCIS Policy Alert PA-2025-03 (Jan. 15, 2025) is reported to call for a closer check of the underlying EB-2 eligibility, including whether the occupation is a profession and whether claimed exceptional ability relates to the proposed endeavor. A petition that leaves unanswered a point the guidance tells officers to check invites a request for evidence.

## Five avoidable causes, and how to prevent each
`;

const DHANASAR = `---
title: "The Dhanasar test: the three prongs of a national interest waiver"
summary: "How USCIS applies the three Matter of Dhanasar prongs to an EB-2 national interest waiver, what evidence fits each prong, and how the 2022 and 2025 policy updates bear on them."
date: 2026-11-04
tags: [niw, dhanasar, eb-2, policy-manual]
author: Acclaim Editorial Team
---
The EB-2 national interest waiver (NIW) lets a qualified person ask USCIS to waive the job offer and the labor certification that the EB-2 category normally requires. Neither the statute nor the regulations define "national interest", so the working test comes from an administrative decision: *Matter of Dhanasar*, 26 I&N Dec. 884 (AAO 2016), issued by the USCIS Administrative Appeals Office (AAO) on December 27, 2016. This article walks through the three prongs of that test, the factors the decision names under each one, where petitions commonly fall short, and how the USCIS Policy Manual updates of January 2022 and January 2025 bear on the analysis. It ends with a short note on the older test that *Dhanasar* replaced.

## Step zero: the EB-2 threshold

The waiver is not a category of its own. Under *Dhanasar*, a petitioner must first show eligibility for EB-2 under INA 203(b)(2) and 8 C.F.R. § 204.5(k). Only then does the three-prong analysis begin. There are two routes in:

- **Advanced degree.** The USCIS Policy Manual, Vol. 6, Part F, Ch. 5 describes this as a U.S. academic or professional degree (or a foreign equivalent) above a baccalaureate. A U.S. bachelor's degree (or foreign equivalent) followed by at least five years of progressive, post-degree experience in the specialty counts as the equivalent of a master's. Where the specialty customarily requires a doctorate, a doctorate is needed.
- **Exceptional ability.** This means expertise significantly above that ordinarily encountered in the sciences, arts, or business. Under 8 C.F.R. § 204.5(k)(3)(ii), the petitioner shows at least three of six criteria: an academic record in the area; employer letters showing at least ten years of full-time experience in the occupation; a licence or certification; salary or remuneration showing exceptional ability; membership in professional associations; and recognition of achievements and significant contributions by peers, government entities, or professional or business organizations.

Meeting three of the six exceptional-ability criteria is not, on its own, the end of the inquiry. In a May 2024 decision, as reported in a practitioner summary, the AAO remanded a case because the Director had skipped the overall assessment of an exceptional-ability claim.

The advanced-degree route also assumes the person is a "member of the professions": an occupation listed in INA 101(a)(32) (for example architects, engineers, lawyers, physicians, surgeons and teachers) or one whose minimum entry requirement is a U.S. bachelor's degree or its equivalent. As discussed below, the January 2025 update put more weight on this point.

## Prong 1: substantial merit and national importance

The first prong asks whether the **proposed endeavor** has both substantial merit and national importance. The word "endeavor" matters. Practitioner analyses of *Dhanasar* consistently stress that this prong looks at the specific work the person proposes to do in the United States, not at their general occupation or field. "Cancer research is important" is a statement about a field; a description of the specific research program the person will pursue, and what it is expected to produce, is a statement about an endeavor.

### Substantial merit

According to published summaries of the decision, merit may lie in a wide range of areas, including business, entrepreneurialism, science, technology, culture, health and education. It may be shown through the endeavor's potential prospective impact, so the analysis can look forward to what the work is expected to achieve.

### National importance

National importance looks at the broader implications of the endeavor, which may be national or even global within a field. The test is not purely geographic: a locally based activity can qualify if its implications reach beyond the locality.

### Where prong 1 arguments go wrong

Summaries of AAO NIW decisions from 2021 to 2025 show recurring problems at this stage:

- the endeavor is described too vaguely, or differently in different parts of the record;
- the benefits described are limited to one employer or its customers;
- a business (the summaries mention home-health services, warehouse management and test-kit validation) was not shown to have broader impact;
- a business plan submitted after filing was treated as an impermissible material change to the endeavor.`;

export const TEST_ARTICLES: ChatArticle[] = [
  { kind: 'faq', id: 'faq', title: 'Frequently asked questions', url: '/faq', text: FAQ },
  {
    kind: 'blog',
    id: 'kazarian-final-merits',
    title: "Kazarian's two steps: why meeting three criteria is not enough",
    url: '/blog/kazarian-final-merits',
    text: KAZARIAN,
  },
  { kind: 'blog', id: 'rfe-increase', title: 'Why RFEs are rising for EB-1A and NIW petitions', url: '/blog/rfe-increase', text: RFE },
  {
    kind: 'blog',
    id: 'dhanasar-three-prongs',
    title: 'The Dhanasar test: the three prongs of a national interest waiver',
    url: '/blog/dhanasar-three-prongs',
    text: DHANASAR,
  },
];
