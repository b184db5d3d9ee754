import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from '@/lib/format';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { catalogue, relatedTo } from '../demo/catalogue';
import { cartRows } from '../demo/handlers';

preloadChunks(...appShellChunks, pageChunk('ecommerce-product-detail'));

const DETAIL = '/apps/ecommerce/product-detail';
/** As `toHaveTextContent` reads text: the no-break space after "R$" is a plain one. */
const brl = (value: number) => formatCurrency(value, 'br').replace(/\s/g, ' ');

/** A product with several colours and more than ten in stock. */
const product = catalogue.find((item) => item.colorOptions.length > 1 && item.stock > 10)!;

async function openProduct(slug: string) {
  await signInAs('admin');
  return renderApp(`${DETAIL}/${slug}`);
}

describe('ProductDetailPage', () => {
  it('shows the product: its name as the heading, price, stock, colours and related products', async () => {
    const { user } = await openProduct(product.slug);
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const main = screen.getByRole('main');
    const detail = within(main).getByRole('article', { name: product.name });
    expect(main).toHaveTextContent(brl(product.price));
    expect(within(detail).getByText('Em estoque')).toBeVisible();
    expect(within(detail).getByText(product.description)).toBeVisible();
    expect(within(detail).getByRole('img', { name: product.name })).toBeVisible();

    const colours = within(detail).getByRole('radiogroup', { name: 'Cor' });
    const radios = within(colours).getAllByRole('radio');
    expect(radios).toHaveLength(product.colorOptions.length);
    expect(radios[0]).toBeChecked();
    await user.click(radios[1]!);
    expect(radios[1]).toBeChecked();

    const related = within(main).getByRole('region', { name: 'Produtos relacionados' });
    expect(
      within(related)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(relatedTo(product).map((item) => item.name));
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(trail).getByRole('link', { name: 'Loja' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/shop',
    );
  });

  it('adds the chosen quantity to the cart, then links to it', async () => {
    const { user } = await openProduct(product.slug);
    const detail = await screen.findByRole('article', { name: product.name });
    const quantity = within(detail).getByRole('textbox', { name: 'Quantidade' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(detail).getByRole('button', { name: 'Adicionar ao carrinho' }));
    expect(
      await screen.findByText(`3 unidades de ${product.name} foram adicionadas ao carrinho.`),
    ).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: 'Ver no carrinho' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/checkout',
    );
    const rows = await cartRows.all();
    expect(rows.map((row) => [row.productId, row.qty])).toEqual([[product.id, 3]]);
  });

  it('says how few are left, or that it is sold out', async () => {
    const soldOut = catalogue.find((item) => item.stock === 0)!;
    const { router } = await openProduct(soldOut.slug);
    expect(await screen.findByRole('heading', { level: 1, name: soldOut.name })).toBeVisible();
    const detail = screen.getByRole('article', { name: soldOut.name });
    // The stock beside the price, and the cart's button.
    expect(within(detail).getAllByText('Esgotado')).toHaveLength(2);
    expect(within(detail).getByRole('button', { name: 'Esgotado' })).toBeDisabled();
    expect(within(detail).queryByRole('textbox', { name: 'Quantidade' })).not.toBeInTheDocument();

    const few = catalogue.find((item) => item.stock > 1 && item.stock < 10)!;
    await router.navigate(`${DETAIL}/${few.slug}`);
    expect(await screen.findByText(`Apenas ${few.stock} em estoque`)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Quantidade' })).toHaveAccessibleDescription(
      `No máximo ${few.stock} unidades.`,
    );
  });

  it('says an unknown product is not there, with a way back to the shop', async () => {
    const { user, router } = await openProduct('nada-disso');
    expect(await screen.findByRole('heading', { name: 'Produto não encontrado' })).toBeVisible();
    expect(screen.getByText(/Não há nenhum produto no endereço “nada-disso”/)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Voltar para a loja' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/ecommerce/shop'));
  });
});
