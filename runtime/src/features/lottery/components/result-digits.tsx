/** The 5 digits of a draw as balls; the last 3 (what 2- and 3-digit picks match) highlighted. */
export function ResultDigits({ result }: { result: string }) {
  return (
    <span className="lottery__balls" aria-label={result} data-testid="result-digits">
      {[...result].map((d, i) => (
        <span key={i} className={i >= result.length - 3 ? 'lottery__ball is-key' : 'lottery__ball'}>
          {d}
        </span>
      ))}
    </span>
  );
}
